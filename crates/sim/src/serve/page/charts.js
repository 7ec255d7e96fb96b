// Line charts as SVG, drawn from the API's numbers: axes, grid, one polyline per series
// with a point (and its value as a tooltip) at every number, and vertical marks. Colours
// come from classes the style sheet gives, so the charts follow the page's theme.

const NS = "http://www.w3.org/2000/svg";
const W = 520;
const H = 300;
const PAD = { left: 66, right: 14, top: 14, bottom: 48 };

function svg(tag, attrs = {}, text) {
  const node = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Round steps for an axis from `lo` to `hi`. */
function ticks(lo, hi, count) {
  const span = hi - lo || 1;
  const raw = span / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * mag).find((s) => s >= raw);
  const out = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi + step * 1e-9; v += step) out.push(+v.toPrecision(12));
  return out;
}

/**
 * A line chart. `series`: [{ name, cls, points: [[x, y, label]] }], y in [0, yMax];
 * `marks`: [{ x, label, cls }]; `yFormat` shows a value in a tooltip, `yTick` labels the y
 * axis. Returns a figure with the SVG, a caption and a legend.
 */
export function lineChart({ title, series, xLabel, yLabel, yMax = 1, yFormat, yTick, marks = [] }) {
  const xs = series.flatMap((s) => s.points.map((p) => p[0])).concat(marks.map((m) => m.x));
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const sx = (x) => PAD.left + ((x - x0) / (x1 - x0 || 1)) * (W - PAD.left - PAD.right);
  const sy = (y) => H - PAD.bottom - (y / yMax) * (H - PAD.top - PAD.bottom);
  const root = svg("svg", {
    viewBox: `0 0 ${W} ${H}`,
    role: "img",
    "aria-label": title,
    class: "chart",
  });
  for (const v of ticks(0, yMax, 4)) {
    root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: sy(v), y2: sy(v), class: "grid" }));
    root.append(svg("text", { x: PAD.left - 6, y: sy(v) + 5, class: "tick", "text-anchor": "end" }, yTick(v)));
  }
  for (const v of ticks(x0, x1, 8)) {
    root.append(svg("line", { x1: sx(v), x2: sx(v), y1: H - PAD.bottom, y2: H - PAD.bottom + 4, class: "axis" }));
    root.append(svg("text", { x: sx(v), y: H - PAD.bottom + 19, class: "tick", "text-anchor": "middle" }, String(v)));
  }
  root.append(svg("line", { x1: PAD.left, x2: W - PAD.right, y1: H - PAD.bottom, y2: H - PAD.bottom, class: "axis" }));
  root.append(svg("line", { x1: PAD.left, x2: PAD.left, y1: PAD.top, y2: H - PAD.bottom, class: "axis" }));
  root.append(svg("text", { x: (PAD.left + W - PAD.right) / 2, y: H - 6, class: "label", "text-anchor": "middle" }, xLabel));
  root.append(svg("text", { x: 14, y: (PAD.top + H - PAD.bottom) / 2, class: "label", "text-anchor": "middle",
    transform: `rotate(-90 14 ${(PAD.top + H - PAD.bottom) / 2})` }, yLabel));
  marks.forEach((m, i) => {
    const right = sx(m.x) > (PAD.left + W - PAD.right) / 2;
    root.append(svg("line", { x1: sx(m.x), x2: sx(m.x), y1: PAD.top, y2: H - PAD.bottom, class: `mark ${m.cls}` }));
    root.append(svg("text", {
      x: sx(m.x) + (right ? -5 : 5),
      y: PAD.top + 14 + 18 * i,
      class: `mark-label ${m.cls}`,
      "text-anchor": right ? "end" : "start",
    }, m.label));
  });
  for (const s of series) {
    const pts = s.points.map(([x, y]) => `${sx(x).toFixed(1)},${sy(y).toFixed(1)}`).join(" ");
    root.append(svg("polyline", { points: pts, class: `line ${s.cls}` }));
    for (const [x, y, label] of s.points) {
      const dot = svg("circle", { cx: sx(x).toFixed(1), cy: sy(y).toFixed(1), r: 3, class: `dot ${s.cls}` });
      dot.append(svg("title", {}, `${s.name}: ${label ?? yFormat(y)} at ${x}`));
      root.append(dot);
    }
  }
  const legend = document.createElement("p");
  legend.className = "legend";
  for (const s of series) {
    const key = document.createElement("span");
    key.className = `key ${s.cls}`;
    key.textContent = s.name;
    legend.append(key);
  }
  const figure = document.createElement("figure");
  const caption = document.createElement("figcaption");
  caption.textContent = title;
  figure.append(caption, root, legend);
  return figure;
}
