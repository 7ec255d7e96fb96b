// The cells of the report's tables: a row per quantity with a cell per build, the better
// of two marked, and the keys a report's defence is read at under its rule set (0.34 keeps
// EV, SH and AC in hundredths beside what the game displays).

import { at, el, hundredths, num, plain } from "./api.js";

export const percent = (v) => `${v}%`;
/** An axis tick, a probability as a percentage to 3 significant digits. */
export const tick = (v) => `${+(v * 100).toPrecision(3)}%`;

/** The keys of a report's defence: the displayed values, and under 0.34 their hundredths. */
export function defence(r) {
  if (r.derived.ev_display !== undefined) {
    return {
      ev: "/derived/ev_display", evx: "/derived/ev_x100",
      sh: "/derived/sh_display", shx: "/derived/sh_x100",
      ac: "/damage/ac_display", acx: "/damage/ac_x100",
    };
  }
  return { ev: "/derived/ev", sh: "/derived/sh", ac: "/damage/ac" };
}

/** A displayed value and, where the rule set keeps them, its hundredths beside it. */
export function shown(r, key, x100) {
  const value = num(r, key, plain);
  if (!x100 || at(r, x100) === undefined) return value;
  return el("span", { class: "pair" }, value, el("small", {}, " (", num(r, x100, hundredths), ")"));
}

/** Your EV as a number on an EV axis: its hundredths under 0.34. */
export function evOf(r) {
  return r.derived.ev_x100 !== undefined ? r.derived.ev_x100 / 100 : r.derived.ev;
}

/** One row of the card's table: a label and, per column, what `cell(report)` shows. */
export function row(label, columns, cell, help) {
  return el(
    "tr",
    {},
    el("th", { scope: "row" }, label, help ? el("span", { class: "help", text: help }) : null),
    columns.map((c) => el("td", { "data-side": c.side }, c.report ? cell(c.report, c) : "–")),
  );
}

/** Marks the better of two columns' values at `pointer` (`low`: the lower is better). */
export function better(tr, columns, pointer, low) {
  const values = columns.map((c) => (c.report ? at(c.report, pointer) : undefined));
  if (values.length !== 2 || values.some((v) => typeof v !== "number") || values[0] === values[1]) return tr;
  const best = (values[0] < values[1]) === low ? 0 : 1;
  tr.children[best + 1].classList.add("better");
  return tr;
}

