// One row per monster and build across the chosen monsters, as the OSRS Wiki's calculator
// sums up each loadout: how often its blow lands, how soon you may die, how long you last,
// the duel, and its best shot at range. Every cell is a number of that monster's threat
// report (the card below holds the rest).

import { count, el, num, plain } from "./api.js";
import { duelBase } from "./fight.js";

const HEAD = [
  ["Monster", ""],
  ["Build", ""],
  ["Its blow lands", "its first attack, one blow"],
  ["Dead in 3 turns", "it attacking, no healing"],
  ["Turns you last", "on average"],
  ["You win", "fighting back"],
  ["HP kept", "when you win"],
  ["Attacks to kill", "yours, when you win"],
  ["At range", "a shot lands · its HP"],
];

/** The empty summary table. */
export function summaryTable() {
  return el("div", { class: "table-wrap summary-wrap" },
    el("table", { class: "odds summary", id: "summary" },
      el("caption", { text: "Every monster at a glance (details on its card below)" }),
      el("thead", {}, el("tr", {}, HEAD.map(([name, help]) =>
        el("th", { scope: "col" }, name, help ? el("span", { class: "help", text: help }) : null)))),
      el("tbody", {})));
}

/** The rows of `monster` for `columns`, one per build with a report. */
export function summaryRows(monster, columns) {
  return columns.filter((c) => c.report).map((c) => {
    const r = c.report;
    const d = r.duel ? duelBase(r) : null;
    const shot = r.ranged?.attacks?.length
      ? [num(r, "/ranged/attacks/0/p_land"), " · ", num(r, "/ranged/attacks/0/mean_damage_when_lands", plain)]
      : "–";
    return el("tr", { "data-monster": monster.name, "data-side": c.side },
      el("th", { scope: "row" }, monster.name, el("small", { text: ` D:${monster.depth}` })),
      el("td", { class: `side-${c.side}`, text: c.title }),
      el("td", {}, num(r, "/exact/p_land_by_attack/0")),
      el("td", {}, r.exact.p_dead_within_turns?.length ? num(r, "/exact/p_dead_within_turns/2") : "–"),
      el("td", {}, r.exact.expected_turns_to_death != null ? num(r, "/exact/expected_turns_to_death", count) : "–"),
      el("td", {}, d ? num(r, `${d}/p_win`) : "–"),
      el("td", {}, d ? num(r, `${d}/expected_hp_left_given_win`, count) : "–"),
      el("td", {}, d ? num(r, `${d}/expected_player_turns_given_win`, count) : "–"),
      el("td", {}, shot));
  });
}
