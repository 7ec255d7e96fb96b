// Talking to the API, and showing its numbers. Every number the page shows goes through
// `num`, which keeps the API's value and where it came from on the element (data-key is
// the JSON pointer in the report, data-value the value as the API sent it).

/** A refusal or failure of the API: its one-line message and the field it names. */
export class ApiError extends Error {
  constructor(message, field, status) {
    super(message);
    this.field = field || "";
    this.status = status;
  }
}

/** GET (no body) or POST (body: an object sent as JSON, or a string sent as text). */
export async function api(path, body) {
  const init = body === undefined
    ? { method: "GET" }
    : {
        method: "POST",
        headers: { "content-type": typeof body === "string" ? "text/plain; charset=utf-8" : "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      };
  let response;
  try {
    response = await fetch(path, init);
  } catch (e) {
    throw new ApiError(`the server cannot be reached (${e.message})`, "", 0);
  }
  const type = response.headers.get("content-type") || "";
  if (!response.ok) {
    let error = { error: `${response.status} ${response.statusText}` };
    if (type.startsWith("application/json")) error = await response.json();
    throw new ApiError(error.error, error.field, response.status);
  }
  return type.startsWith("application/json") ? response.json() : response.text();
}

/** Runs `jobs` (functions returning promises) with at most `width` in flight. */
export async function pooled(jobs, width, onDone) {
  const results = new Array(jobs.length);
  let next = 0;
  let done = 0;
  async function worker() {
    while (next < jobs.length) {
      const i = next++;
      results[i] = await jobs[i]();
      done += 1;
      if (onDone) onDone(done, jobs.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, jobs.length) }, worker));
  return results;
}

/** The value at a JSON pointer. */
export function at(value, pointer) {
  return pointer.split("/").slice(1).reduce((v, k) => (v == null ? undefined : v[k]), value);
}

/**
 * A probability as a player reads it: a percentage to one decimal, more digits near 0 and
 * 100, and "< 0.01%" or "> 99.99%" past them (the exact value is the element's title).
 */
export function pct(p) {
  if (p === 0) return "0%";
  if (p === 1) return "100%";
  const x = p * 100;
  if (x < 0.01) return "< 0.01%";
  if (x > 99.99) return "> 99.99%";
  if (x >= 0.1 && x <= 99.9) return `${x.toFixed(1)}%`;
  if (x > 99.9) return `${x.toFixed(2)}%`;
  return `${x.toPrecision(2)}%`;
}

/** A plain number: integers as they are, others to 2 decimals (3 significant below 1). */
export function plain(x) {
  if (Number.isInteger(x)) return String(x);
  return Math.abs(x) >= 1 ? x.toFixed(2) : x.toPrecision(3);
}

/** A count a player reads (HP, turns, attacks): whole, or to one decimal. */
export function count(x) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

/** A value kept in hundredths (0.34's EV, SH and AC ×100) as the number it stands for. */
export function hundredths(x) {
  return (x / 100).toFixed(2);
}

/** Creates an element with attributes and children. */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") node.className = v;
    else if (k === "text") node.textContent = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === undefined || c === null || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

/**
 * A number of the report `report` (which the element's card names) at `pointer`, shown by
 * `format` (pct by default), with the exact value as its title.
 */
export function num(report, pointer, format = pct) {
  const value = at(report, pointer);
  if (value === undefined || value === null) return el("span", { class: "num none", text: "–" });
  return el("span", {
    class: "num",
    "data-key": pointer,
    "data-value": JSON.stringify(value),
    title: typeof value === "number" ? String(value) : undefined,
    text: format(value),
  });
}
