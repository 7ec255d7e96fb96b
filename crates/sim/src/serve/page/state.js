// The page's state in its address, compact: one parameter `s`, the state as JSON,
// compressed (deflate, the browser's own CompressionStream) and written in base64url. A
// link of two builds and three monsters is a few hundred characters. Addresses of the
// older, readable form (?g=…&a=…&m=…) still open.

/** Bytes as base64url, without padding. */
function toBase64url(bytes) {
  let text = "";
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** base64url (with or without padding) as bytes. */
function fromBase64url(text) {
  const plain = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
  return Uint8Array.from(plain, (c) => c.charCodeAt(0));
}

/** The bytes a stream of `bytes` through `transform` gives. */
async function through(bytes, transform) {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const compresses = typeof CompressionStream === "function";

/** The state as the value of `s`: "z" and deflated JSON, or "j" and JSON. */
export async function pack(state) {
  const json = new TextEncoder().encode(JSON.stringify(state));
  if (!compresses) return `j${toBase64url(json)}`;
  return `z${toBase64url(await through(json, new CompressionStream("deflate-raw")))}`;
}

/** The state a value of `s` holds; null when it holds none this page can read. */
export async function unpack(text) {
  try {
    const bytes = fromBase64url(text.slice(1));
    const json = text[0] === "z" ? await through(bytes, new DecompressionStream("deflate-raw")) : bytes;
    return JSON.parse(new TextDecoder().decode(json));
  } catch {
    return null;
  }
}

/** The state of an address of the older, readable form; null when it has none. */
export function legacy(params) {
  if (!params.has("g") && !params.has("a") && !params.has("m")) return null;
  const json = (k) => {
    try {
      return params.has(k) ? JSON.parse(params.get(k)) : null;
    } catch {
      return null;
    }
  };
  return {
    g: params.get("g") || "dcss",
    r: params.get("r") || "",
    a: json("a"),
    b: json("b"),
    m: params.getAll("m").map((s) => {
      const at = s.lastIndexOf("@");
      return at > 0 ? [s.slice(0, at), Number(s.slice(at + 1))] : [s, null];
    }),
    act: params.get("act") || "attack",
    t: Number(params.get("t")) || null,
    f: json("f"),
  };
}
