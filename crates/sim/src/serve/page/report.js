// The threat report as a player reads it: one card per monster, one column per build,
// a few plain sentences first, then the numbers beside what the game would show, then the
// charts. Every number is the threat report's, shown through `num`.

import { at, el, num, pct, plain } from "./api.js";
import { lineChart } from "./charts.js";

const percent = (v) => `${v}%`;
/** An axis tick, a probability as a percentage to 3 significant digits. */
const tick = (v) => `${+(v * 100).toPrecision(3)}%`;

/** One row of the card's table: a label and, per column, what `cell(report)` shows. */
function row(label, columns, cell, help) {
  return el(
    "tr",
    {},
    el("th", { scope: "row" }, label, help ? el("span", { class: "help", text: help }) : null),
    columns.map((c) => el("td", { "data-side": c.side }, c.report ? cell(c.report) : "–")),
  );
}

/** The sentences at the top of a column. */
function sentences(r) {
  const lines = [];
  r.attacks.forEach((a, k) => {
    lines.push(el("li", {},
      `Its ${ordinal(k, r.attacks.length)}${a.kind} lands on you `, num(r, `/exact/p_land_by_attack/${k}`),
      " of the time; the game would show ", num(r, `/attacks/${k}/displayed_pct`, percent), "."));
  });
  lines.push(el("li", {}, "About ", num(r, "/exact/mean_lands_before_you_act", plain),
    " blows land before you act again."));
  if (r.damage) {
    lines.push(el("li", {}, "A landed blow takes ", num(r, "/damage/per_attack/0/mean_when_landed", plain),
      " HP on average after your AC ", num(r, "/damage/ac", plain), "."));
  }
  if (r.exact.expected_turns_to_death != null) {
    lines.push(el("li", {}, "From ", num(r, "/damage/hp", plain), " HP you last about ",
      num(r, "/exact/expected_turns_to_death", plain), " turns (no healing)."));
  }
  return el("ul", { class: "sentences" }, lines);
}

function ordinal(k, n) {
  if (n === 1) return "";
  return `${["first", "second", "third", "fourth"][k] || `#${k + 1}`} attack (`;
}

/** Marks the better of two columns' values at `pointer` (`low`: the lower is better). */
function better(tr, columns, pointer, low) {
  const values = columns.map((c) => (c.report ? at(c.report, pointer) : undefined));
  if (values.length !== 2 || values.some((v) => typeof v !== "number") || values[0] === values[1]) return tr;
  const best = (values[0] < values[1]) === low ? 0 : 1;
  tr.children[best + 1].classList.add("better");
  return tr;
}

/**
 * The card of `monster` for `columns` ([{ side, title, report } or { side, title, error }]).
 * The P(hit)-against-EV chart is added later into `.hit-chart`.
 */
export function threatCard(monster, columns) {
  const first = columns.find((c) => c.report)?.report;
  const m = first?.monster;
  const head = el("h2", {}, monster.name,
    m ? el("small", {}, ` HD ${m.hd} · speed ${m.speed} · D:${m.depth} · weapon: ${m.weapon}`) : null);
  const card = el("article", { class: "card", "data-monster": monster.name }, head);
  for (const c of columns.filter((c) => c.error)) {
    card.append(el("p", { class: "error", role: "alert", text: `${c.title}: ${c.error}` }));
  }
  if (!first) return card;
  card.append(el("div", { class: "columns" }, columns.filter((c) => c.report).map((c) =>
    el("section", { class: "column", "data-side": c.side },
      el("h3", { text: c.title }), sentences(c.report)))));

  const table = el("table", { class: "odds" },
    el("thead", {}, el("tr", {}, el("th", { text: "" }),
      columns.map((c) => el("th", { scope: "col", "data-side": c.side, text: c.title })))));
  const body = el("tbody", {});
  body.append(
    row("Your EV · SH", columns, (r) => [num(r, "/derived/ev", plain), " · ", num(r, "/derived/sh", plain)]),
  );
  if (first.damage) {
    body.append(row("Your AC · HP", columns, (r) => [num(r, "/damage/ac", plain), " · ", num(r, "/damage/hp", plain)]));
  }
  first.attacks.forEach((a, k) => {
    const name = first.attacks.length > 1 ? `attack ${k + 1} (${a.kind} ${a.damage})` : `its ${a.kind} (${a.damage})`;
    body.append(
      better(row(`P(${name} lands)`, columns, (r) => num(r, `/exact/p_land_by_attack/${k}`),
        "true odds"), columns, `/exact/p_land_by_attack/${k}`, true),
      row("the game shows", columns, (r) => num(r, `/attacks/${k}/displayed_pct`, percent),
        "its to-hit display"),
      row("your shield blocks it", columns, (r) => num(r, `/exact/p_block_by_attack/${k}`)),
      row("it misses", columns, (r) => num(r, `/exact/p_miss_by_attack/${k}`)),
    );
    if (first.damage) {
      body.append(row("a landed blow after AC", columns, (r) =>
        [num(r, `/damage/per_attack/${k}/mean_when_landed`, plain), " on average"]));
    }
  });
  body.append(
    better(row("blows landing before you act again", columns,
      (r) => num(r, "/exact/mean_lands_before_you_act", plain), "on average"), columns,
    "/exact/mean_lands_before_you_act", true),
    row("2 or more before you act", columns, (r) => num(r, "/exact/p_at_least_2_before_you_act")),
  );
  if (first.exact.p_dead_within_turns?.length) {
    for (const t of [1, 3, 10]) {
      body.append(better(row(`dead within ${t} turn${t > 1 ? "s" : ""}`, columns,
        (r) => num(r, `/exact/p_dead_within_turns/${t - 1}`)), columns, `/exact/p_dead_within_turns/${t - 1}`, true));
    }
  }
  if (first.exact.expected_turns_to_death != null) {
    body.append(better(row("turns you last", columns, (r) => num(r, "/exact/expected_turns_to_death", plain),
      "expected, no healing"), columns, "/exact/expected_turns_to_death", false));
  }
  body.append(row("simulated check", columns, (r) => [
    num(r, "/estimate/p_land_by_attack/0"), " ",
    el("span", { class: "ci" }, "(95%: ", num(r, "/estimate/intervals/p_land_by_attack/0/0"),
      "–", num(r, "/estimate/intervals/p_land_by_attack/0/1"), ")")],
  "P(first attack lands), by Monte Carlo"));
  table.append(body);
  card.append(el("div", { class: "table-wrap" }, table));

  const charts = el("div", { class: "charts" });
  const survival = columns.filter((c) => c.report?.exact.p_dead_within_turns?.length);
  if (survival.length) {
    const top = Math.max(...survival.flatMap((c) => c.report.exact.p_dead_within_turns));
    charts.append(lineChart({
      title: "Your survival: the chance you are dead within t turns (fighting on, no healing)",
      xLabel: "your turns",
      yLabel: "P(dead)",
      yMax: [0.001, 0.01, 0.05, 0.1, 0.25, 0.5, 1].find((v) => v >= top) ?? 1,
      yFormat: pct,
      yTick: tick,
      series: survival.map((c) => ({
        name: c.title,
        cls: `side-${c.side}`,
        points: c.report.exact.p_dead_within_turns.map((p, i) => [i + 1, p]),
      })),
    }));
  }
  charts.append(el("div", { class: "hit-chart" }, el("p", { class: "busy", text: "P(hit) against EV: computing…" })));
  card.append(charts);
  if (m?.notes?.length) {
    card.append(el("details", {}, el("summary", { text: "About this monster's numbers" }),
      el("ul", {}, m.notes.map((n) => el("li", { text: n })))));
  }
  return card;
}

/**
 * The chart of P(its first attack hits) against EV, from `POST /api/hit` at each EV, with
 * the game's display beside it and each column's EV marked.
 */
export function hitChart(name, points, columns) {
  return lineChart({
    title: `P(the ${name}'s first attack hits you) against your EV, before your shield`,
    xLabel: "EV",
    yLabel: "P(hit)",
    yMax: 1,
    yFormat: pct,
    yTick: tick,
    series: [
      { name: "true odds", cls: "true", points: points.map((p) => [p.ev, p.report.exact.p_hit]) },
      { name: "what the game shows", cls: "shown", points: points.map((p) => [p.ev, p.report.display_pct / 100, `${p.report.display_pct}%`]) },
    ],
    marks: columns.filter((c) => c.report).map((c) => ({
      x: c.report.derived.ev,
      label: `${c.title}: EV ${c.report.derived.ev}`,
      cls: `side-${c.side}`,
    })),
  });
}
