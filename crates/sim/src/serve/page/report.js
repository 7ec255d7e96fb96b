// The threat report as a player reads it: one card per monster, one column per build,
// a few plain sentences first, then the numbers beside what the game would show, the duel
// and the monster's attacks at range, then the charts. Every number is the threat
// report's, shown through `num`, read at the keys the report's rule set has (0.34 keeps
// EV, SH and AC in hundredths beside what the game displays).

import { count, el, num, pct, plain } from "./api.js";
import { better, defence, evOf, percent, row, shown, tick } from "./cells.js";
import { lineChart } from "./charts.js";
import { duelCharts, duelRows, duelSentence, rangedNotes, rangedRows, rangedSentences } from "./fight.js";

/** "Its hit", or "Its second attack (bite)" when it has several. */
function its(attack, k, n) {
  if (n === 1) return `Its ${attack.kind}`;
  return `Its ${["first", "second", "third", "fourth"][k] || `#${k + 1}`} attack (${attack.kind})`;
}

/** The sentences at the top of a column. */
function sentences(r, c) {
  const lines = [];
  r.attacks.forEach((a, k) => {
    lines.push(el("li", {},
      `${its(a, k, r.attacks.length)} lands on you `, num(r, `/exact/p_land_by_attack/${k}`),
      " of the time; the game would show ", num(r, `/attacks/${k}/displayed_pct`, percent), "."));
  });
  lines.push(el("li", {}, "About ", num(r, "/exact/mean_lands_before_you_act", plain),
    " blows land before you act again."));
  if (r.damage) {
    const d = defence(r);
    lines.push(el("li", {}, "A landed blow takes ", num(r, "/damage/per_attack/0/mean_when_landed", plain),
      " HP on average after your AC ", shown(r, d.ac, d.acx), "."));
  }
  if (r.exact.expected_turns_to_death != null) {
    lines.push(el("li", {}, "From ", num(r, "/damage/hp", count), " HP you last about ",
      num(r, "/exact/expected_turns_to_death", count), " turns (no healing)."));
  }
  const duel = duelSentence(r, c);
  if (duel) lines.push(duel);
  lines.push(...rangedSentences(r));
  return el("ul", { class: "sentences" }, lines);
}

/** The rows of the monster's melee attacks. */
function meleeRows(first, columns) {
  const rows = [];
  first.attacks.forEach((a, k) => {
    const name = first.attacks.length > 1 ? `attack ${k + 1} (${a.kind} ${a.damage})` : `its ${a.kind} (${a.damage})`;
    rows.push(
      better(row(`P(${name} lands)`, columns, (r) => num(r, `/exact/p_land_by_attack/${k}`),
        "true odds"), columns, `/exact/p_land_by_attack/${k}`, true),
      row("the game shows", columns, (r) => num(r, `/attacks/${k}/displayed_pct`, percent),
        "its to-hit display"),
      row("your shield blocks it", columns, (r) => num(r, `/exact/p_block_by_attack/${k}`)),
      row("it misses", columns, (r) => num(r, `/exact/p_miss_by_attack/${k}`)),
    );
    if (first.damage) {
      rows.push(row("a landed blow after AC", columns, (r) =>
        [num(r, `/damage/per_attack/${k}/mean_when_landed`, plain), " HP on average"]));
    }
  });
  return rows;
}

/** The rows of how long you last. */
function survivalRows(first, columns) {
  const rows = [
    better(row("blows landing before you act again", columns,
      (r) => num(r, "/exact/mean_lands_before_you_act", plain), "on average"), columns,
    "/exact/mean_lands_before_you_act", true),
    row("2 or more before you act", columns, (r) => num(r, "/exact/p_at_least_2_before_you_act")),
  ];
  if (first.exact.p_dead_within_turns?.length) {
    for (const t of [1, 3, 10]) {
      rows.push(better(row(`dead within ${t} turn${t > 1 ? "s" : ""}`, columns,
        (r) => num(r, `/exact/p_dead_within_turns/${t - 1}`)), columns, `/exact/p_dead_within_turns/${t - 1}`, true));
    }
  }
  if (first.exact.expected_turns_to_death != null) {
    rows.push(better(row("turns you last", columns, (r) => num(r, "/exact/expected_turns_to_death", count),
      "expected, no healing"), columns, "/exact/expected_turns_to_death", false));
  }
  return rows;
}

/** The survival chart: P(dead within t turns) per column. */
function survivalChart(columns) {
  const survival = columns.filter((c) => c.report?.exact.p_dead_within_turns?.length);
  if (!survival.length) return null;
  const top = Math.max(...survival.flatMap((c) => c.report.exact.p_dead_within_turns));
  return lineChart({
    title: "Your survival: the chance you are dead within t turns (it attacking, no healing)",
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
  });
}

/**
 * The card of `monster` for `columns` ([{ side, title, weapon, report } or { side, title,
 * error }]). The P(hit)-against-EV chart is added later into `.hit-chart`.
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
      el("h3", { text: c.title }), sentences(c.report, c)))));

  const table = el("table", { class: "odds" },
    el("thead", {}, el("tr", {}, el("th", { text: "" }),
      columns.map((c) => el("th", { scope: "col", "data-side": c.side, text: c.title })))));
  const body = el("tbody", {});
  body.append(row("Your EV · SH", columns, (r) => {
    const d = defence(r);
    return [shown(r, d.ev, d.evx), " · ", shown(r, d.sh, d.shx)];
  }, first.derived.ev_x100 !== undefined ? "as the game shows them (hundredths)" : null));
  if (first.damage) {
    body.append(row("Your AC · HP", columns, (r) => {
      const d = defence(r);
      return [shown(r, d.ac, d.acx), " · ", num(r, "/damage/hp", count)];
    }));
  }
  body.append(...meleeRows(first, columns), ...survivalRows(first, columns),
    ...duelRows(columns), ...rangedRows(columns));
  body.append(row("simulated check", columns, (r) => [
    num(r, "/estimate/p_land_by_attack/0"), " ",
    el("span", { class: "ci" }, "(95%: ", num(r, "/estimate/intervals/p_land_by_attack/0/0"),
      "–", num(r, "/estimate/intervals/p_land_by_attack/0/1"), ")")],
  "P(first attack lands), by Monte Carlo"));
  table.append(body);
  card.append(el("div", { class: "table-wrap" }, table));
  card.append(...rangedNotes(first));

  const charts = el("div", { class: "charts" });
  charts.append(...[survivalChart(columns), ...duelCharts(columns)].filter(Boolean));
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
      x: evOf(c.report),
      label: `${c.title}: EV ${evOf(c.report)}`,
      cls: `side-${c.side}`,
    })),
  });
}
