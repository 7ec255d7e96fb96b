// The rest of the fight on a monster's card: the duel (you fighting back with your weapon
// until one of you falls: P(you win), the HP you keep, your attacks to kill it) and its
// attacks at range (P(a shot lands), its damage after your AC, shots to kill you), as
// sentences, rows and charts. The duel's numbers are exact where the report has them,
// else its Monte Carlo estimates, said so.

import { count, el, num, pct, plain } from "./api.js";
import { better, row, tick } from "./cells.js";
import { lineChart } from "./charts.js";

/** Where a report's duel numbers are: exact, else estimated. */
export function duelBase(r) {
  return r.duel?.exact ? "/duel/exact" : "/duel/estimate";
}

/** Why a build with a weapon has no duel, in words; null when it has one or needs none. */
function noDuel(r) {
  return r.duel_unavailable ? r.duel_unavailable.replace(/^none, as /, "") : null;
}

/** The duel's sentence of a column, or why there is none. */
export function duelSentence(r, c) {
  const why = noDuel(r);
  if (why) return el("li", { class: "caution" }, `No duel: ${why}`);
  if (!r.duel) return null;
  const b = duelBase(r);
  return el("li", {},
    `Fighting back with ${c.weapon || "your weapon"}, you win `, num(r, `${b}/p_win`),
    r.duel.exact ? "" : " (simulated)", " of the time, keeping about ",
    num(r, `${b}/expected_hp_left_given_win`, count), " HP, after about ",
    num(r, `${b}/expected_player_turns_given_win`, count), " of your attacks.");
}

/** The duel's rows, when a column has one. */
export function duelRows(columns) {
  const withDuel = columns.filter((c) => c.report?.duel);
  if (!withDuel.length) return [];
  const at = (key) => (r) => `${duelBase(r)}/${key}`;
  const cell = (key, format = pct) => (r) => (r.duel ? num(r, at(key)(r), format) : "–");
  const estimated = withDuel.some((c) => !c.report.duel.exact);
  const rows = [
    row("you win, fighting back", columns, (r) => {
      if (!r.duel) return noDuel(r) ? el("span", { class: "caution", text: "no duel" }) : "–";
      const win = num(r, at("p_win")(r));
      if (r.duel.exact) return win;
      return [win, " ", el("span", { class: "ci" }, "(95%: ", num(r, "/duel/estimate/intervals/p_win/0"),
        "–", num(r, "/duel/estimate/intervals/p_win/1"), ")")];
    }, estimated ? "the duel, simulated where it is not exact" : "the duel, exact"),
    row("HP you keep when you win", columns, cell("expected_hp_left_given_win", count), "on average"),
    row("your attacks to kill it", columns, cell("expected_player_turns_given_win", count),
      "on average, when you win"),
    row("it is dead within 3 of your turns", columns, cell("p_monster_dead_within_turns/2")),
  ];
  if (columns.length === 2 && withDuel.length === 2 && !estimated) {
    better(rows[0], columns, "/duel/exact/p_win", false);
  }
  return rows;
}

/** The duel's charts: who falls first, and the HP you end with. */
export function duelCharts(columns) {
  const withDuel = columns.filter((c) => c.report?.duel);
  if (!withDuel.length) return [];
  const of = (c) => c.report.duel.exact || c.report.duel.estimate;
  const falls = lineChart({
    title: "Who falls first: the chance it is dead (solid), and you are (dashed), within t of your turns",
    xLabel: "your turns",
    yLabel: "P(dead)",
    yMax: 1,
    yFormat: pct,
    yTick: tick,
    series: withDuel.flatMap((c) => [
      { name: `it, against ${c.title.toLowerCase()}`, cls: `side-${c.side}`, points: of(c).p_monster_dead_within_turns.map((p, i) => [i + 1, p]) },
      { name: c.title, cls: `side-${c.side} you`, points: of(c).p_player_dead_within_turns.map((p, i) => [i + 1, p]) },
    ]),
  });
  const kept = lineChart({
    title: "The HP you end the duel with: the chance you keep at least h HP",
    xLabel: "HP kept",
    yLabel: "P(at least h)",
    yMax: 1,
    yFormat: pct,
    yTick: tick,
    series: withDuel.map((c) => {
      const law = of(c).player_hp_left_distribution;
      let tail = 0;
      const points = [];
      for (let h = law.length - 1; h >= 1; h -= 1) {
        tail += law[h];
        points.push([h, Math.min(tail, 1)]);
      }
      return { name: c.title, cls: `side-${c.side}`, points: points.reverse() };
    }),
  });
  return [falls, kept];
}

/** The sentences of its attacks at range. */
export function rangedSentences(r) {
  return (r.ranged?.attacks || []).map((a, k) => el("li", {},
    `At range, its ${a.attack} lands on you `, num(r, `/ranged/attacks/${k}/p_land`), " of the time",
    a.mean_damage_when_lands != null
      ? [" for ", num(r, `/ranged/attacks/${k}/mean_damage_when_lands`, plain), " HP a shot after your AC"]
      : "",
    a.shown ? ` (the game shows “${a.shown}”)` : "", "."));
}

/** The rows of its attacks at range, when a column has them. */
export function rangedRows(columns) {
  const first = columns.find((c) => c.report?.ranged?.attacks?.length)?.report;
  if (!first) return [];
  return first.ranged.attacks.flatMap((a, k) => {
    const key = (name) => `/ranged/attacks/${k}/${name}`;
    return [
      better(row(`P(its ${a.attack} lands)`, columns, (r) => num(r, key("p_land")), "at range, one shot"),
        columns, key("p_land"), true),
      row("it hits · your shield blocks", columns, (r) => [num(r, key("p_hit")), " · ", num(r, key("p_block"))]),
      row("a shot that lands, after AC", columns, (r) => [num(r, key("mean_damage_when_lands"), plain), " HP"]),
      row("shots to kill you", columns, (r) => num(r, key("expected_attacks_to_death"), count), "on average, no healing"),
    ];
  });
}

/** What of its attacks at range is not modelled, and why, in plain sight. */
export function rangedNotes(first) {
  const r = first.ranged;
  if (!r) return [];
  const skipped = (r.catalog || []).filter((c) => !c.modelled);
  if (!skipped.length && !r.note) return [];
  return [el("div", { class: "ranged-notes" },
    el("p", {}, el("strong", { text: "At range: " }), r.note || ""),
    skipped.length ? el("ul", {}, skipped.map((c) => el("li", { text: `${c.attack}: ${c.reason}` }))) : null)];
}
