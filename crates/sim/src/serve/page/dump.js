// What a pasted dump was read as: the dump's EV, SH, AC and max HP beside what roguesim
// computes from what it lists, the weapon it wields, and every warning in plain sight (a
// release outside the tested layouts, a number that does not match), the rest folded.

import { el, num, plain } from "./api.js";

/** A range [lo, hi] of the check, shown as a number or "lo–hi". */
function range(read, key) {
  const r = read.check[key];
  return el("span", {
    class: "num",
    "data-key": `/check/${key}`,
    "data-value": JSON.stringify(r),
    text: r ? (r[0] === r[1] ? String(r[0]) : `${r[0]}–${r[1]}`) : "–",
  });
}

/** The nodes that show how the dump `read` (POST /api/character's answer) was read. */
export function showCheck(read, label) {
  const c = read.character;
  const k = read.check;
  const row = (what, shown, again) => el("tr", {}, el("th", { scope: "row", text: what }),
    el("td", {}, shown), el("td", {}, again));
  const nodes = [el("p", { class: "who", text: label })];
  if (read.rules.note) {
    nodes.push(el("p", { class: "caution", role: "note" },
      el("strong", { text: "⚠ Read with the rules of " + read.rules.rules.replace(/^dcss-/, "") + ": " }),
      read.rules.note));
  }
  nodes.push(el("table", { class: "check" },
    el("thead", {}, el("tr", {}, el("th", {}), el("th", { text: "the dump shows" }),
      el("th", { text: "roguesim computes" }))),
    el("tbody", {},
      row("EV", num(read, "/character/dump_ev", plain), range(read, "ev_range")),
      row("SH", num(read, "/character/dump_sh", plain), range(read, "sh_range")),
      row("AC", num(read, "/character/dump_ac", plain), range(read, "ac_range")),
      row("max HP", num(read, c.real_max_hp ? "/character/real_max_hp" : "/character/max_hp", plain),
        range(read, "max_hp_range")))));
  const mismatches = k.notes.filter((n) => /does not match/.test(n));
  if (k.matches_dump) {
    nodes.push(el("p", { class: read.rules.note ? "ok caveat" : "ok",
      text: read.rules.note ? "✓ matches the dump (read with the nearer rules: see the warning above)" : "✓ matches the dump" }));
  } else {
    nodes.push(el("div", { class: "caution", role: "note" },
      el("strong", { text: "✗ does not match the dump:" }),
      el("ul", {}, (mismatches.length ? mismatches : k.notes).map((n) => el("li", { text: n })))));
  }
  if (read.defender_refused) {
    nodes.push(el("p", { class: "error", role: "alert", text: `This build cannot be simulated here yet: ${read.defender_refused}` }));
  }
  if (read.offence) {
    const o = read.offence;
    const plus = o.weapon_plus ? `${o.weapon_plus > 0 ? "+" : ""}${o.weapon_plus} ` : "";
    const skill = o.weapon ? o.weapon_skill : o.unarmed_combat;
    nodes.push(el("p", { class: "weapon-read" }, "Fights with ",
      el("strong", { text: o.weapon ? `${plus}${o.weapon}` : "bare hands" }),
      ` (skill ${skill ?? 0})`, read.weapon ? ` — the dump's “${read.weapon}”` : "",
      ": each monster's card adds the duel."));
  } else if (read.offence_refused) {
    nodes.push(el("p", { class: "caution", role: "note", text: `No duel: ${read.offence_refused}` }));
  }
  nodes.push(el("details", {}, el("summary", { text: "What was read, and notes" }),
    el("ul", {}, [...k.notes, ...(read.offence_notes || [])].map((n) => el("li", { text: n })))));
  return nodes;
}
