// A build's panel: a pasted dump (read by POST /api/character), a build entered field by
// field, or EV/SH/AC/HP as numbers. The panel's state is what the URL keeps: the build the
// API read or the form describes, never the dump's text.

import { api, el, num, plain } from "./api.js";

const SKILLS = [
  ["dodging", "Dodging"],
  ["armour", "Armour"],
  ["shields", "Shields"],
  ["fighting", "Fighting"],
];
const SLOTS = ["cloak", "helmet", "gloves", "boots"];

/** The label and input of one field of the build form. */
function field(id, label, input) {
  input.id = id;
  return [el("label", { for: id, text: label }), input];
}

function number(key, min, max, step = 1) {
  return el("input", { type: "number", inputmode: "decimal", min, max, step, "data-f": key });
}

function select(key, names, none = "none") {
  return el(
    "select",
    { "data-f": key },
    el("option", { value: "", text: none }),
    names.map((n) => el("option", { value: n, text: n })),
  );
}

/** One side (you, or build B) of the comparison. */
export class Side {
  constructor(fieldset, names, onChange) {
    this.root = fieldset;
    this.side = fieldset.dataset.side;
    this.onChange = onChange;
    this.state = { mode: "dump", label: "", defender: null, numbers: null };
    const body = document.getElementById("build-template").content.cloneNode(true);
    this.root.append(body);
    this.summary = this.root.querySelector(".summary");
    this.dump = this.root.querySelector("textarea.dump");
    this.dump.id = `dump-${this.side}`;
    this.dumpResult = this.root.querySelector(".dump-result");
    this.tabs = [...this.root.querySelectorAll("[role=tab]")];
    for (const tab of this.tabs) {
      tab.id = `tab-${this.side}-${tab.dataset.mode}`;
      tab.addEventListener("click", () => this.mode(tab.dataset.mode, true));
      tab.addEventListener("keydown", (e) => this.arrows(e, tab));
    }
    this.root.querySelector(".read-dump").addEventListener("click", () => this.readDump());
    this.buildForm(names);
    for (const input of this.root.querySelectorAll("[data-n]")) {
      input.id = `n-${this.side}-${input.dataset.n}`;
      input.addEventListener("change", () => this.fromNumbers());
    }
    this.mode("dump", false);
  }

  /** Left and right arrows move between the tabs. */
  arrows(e, tab) {
    const i = this.tabs.indexOf(tab);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[e.key];
    if (!step) return;
    const next = this.tabs[(i + step + this.tabs.length) % this.tabs.length];
    next.focus();
    this.mode(next.dataset.mode, true);
  }

  buildForm(names) {
    const grid = this.root.querySelector(".build-fields");
    const id = (k) => `f-${this.side}-${k}`;
    grid.append(
      ...field(id("species"), "Species", select("species", names.species, "choose…")),
      ...field(id("xl"), "XL", number("xl", 1, 27)),
      ...field(id("str"), "Str", number("str", 1, 99)),
      ...field(id("dex"), "Dex", number("dex", 0, 99)),
      ...SKILLS.flatMap(([k, label]) => field(id(k), label, number(k, 0, 27, 0.1))),
      ...field(id("body"), "Body armour", select("body", names.body)),
      ...field(id("body_plus"), "its +", number("body_plus", -9, 27)),
      ...field(id("shield"), "Shield", select("shield", names.shields)),
      ...field(id("shield_plus"), "its +", number("shield_plus", -9, 27)),
      ...SLOTS.flatMap((slot) => [
        ...field(id(slot), slot[0].toUpperCase() + slot.slice(1),
          select(`aux:${slot}`, names.aux.filter((a) => a.slot === slot).map((a) => a.name))),
        ...field(id(`${slot}_plus`), "its +", number(`aux+:${slot}`, -9, 27)),
      ]),
    );
    for (const input of grid.querySelectorAll("[data-f]")) {
      input.addEventListener("change", () => this.fromForm());
    }
  }

  /** Shows the panel of `mode`; `user` when a person switched to it. */
  mode(mode, user) {
    this.state.mode = mode;
    for (const tab of this.tabs) {
      const on = tab.dataset.mode === mode;
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      tab.setAttribute("aria-controls", `panel-${this.side}-${tab.dataset.mode}`);
    }
    for (const panel of this.root.querySelectorAll("[data-panel]")) {
      panel.id = `panel-${this.side}-${panel.dataset.panel}`;
      panel.hidden = panel.dataset.panel !== mode;
    }
    if (!user) return;
    if (mode === "build") {
      this.fillForm(this.state.defender || {});
      this.fromForm();
    } else if (mode === "numbers") {
      this.fromNumbers();
    } else {
      this.onChange();
    }
  }

  /** POST /api/character with the pasted text; the build it returns becomes this side's. */
  async readDump() {
    const text = this.dump.value;
    this.dumpResult.replaceChildren(el("p", { class: "busy", text: "Reading…" }));
    try {
      const read = await api("api/character", text);
      const c = read.character;
      this.state = {
        mode: "dump",
        label: `${c.name}, ${c.species} ${c.background}, XL ${c.xl}`,
        defender: read.defender,
        numbers: null,
      };
      this.showCheck(read);
      this.root.dispatchEvent(new CustomEvent("dump-rules", { bubbles: true, detail: read.rules.rules }));
      if (read.defender) {
        this.fillForm(read.defender);
      } else {
        // Read and checked, but not a build a scenario can describe yet (a 0.34 one).
        this.dumpResult.append(el("p", { class: "error", role: "alert",
          text: `This build cannot be simulated here yet: ${read.defender_refused}` }));
      }
      this.onChange();
    } catch (e) {
      this.dumpResult.replaceChildren(el("p", { class: "error", role: "alert", text: e.message }));
    }
  }

  /** What the dump shows beside what roguesim recomputes from what it lists. */
  showCheck(read) {
    const c = read.character;
    const k = read.check;
    const range = (r) => (r ? (r[0] === r[1] ? String(r[0]) : `${r[0]}–${r[1]}`) : "–");
    const row = (what, shown, again) => el("tr", {}, el("th", { scope: "row", text: what }),
      el("td", {}, shown), el("td", {}, again));
    this.dumpResult.replaceChildren(
      el("p", { class: "who", text: this.state.label }),
      el("table", { class: "check" },
        el("thead", {}, el("tr", {}, el("th", {}), el("th", { text: "the dump shows" }),
          el("th", { text: "roguesim computes" }))),
        el("tbody", {},
          row("EV", num(read, "/character/dump_ev", plain), el("span", { class: "num", "data-key": "/check/ev_range", "data-value": JSON.stringify(k.ev_range), text: range(k.ev_range) })),
          row("SH", num(read, "/character/dump_sh", plain), el("span", { class: "num", "data-key": "/check/sh_range", "data-value": JSON.stringify(k.sh_range), text: range(k.sh_range) })),
          row("AC", num(read, "/character/dump_ac", plain), el("span", { class: "num", "data-key": "/check/ac_range", "data-value": JSON.stringify(k.ac_range), text: range(k.ac_range) })),
          row("max HP", num(read, c.real_max_hp ? "/character/real_max_hp" : "/character/max_hp", plain), el("span", { class: "num", "data-key": "/check/max_hp_range", "data-value": JSON.stringify(k.max_hp_range), text: range(k.max_hp_range) })),
        )),
      el("p", { class: k.matches_dump ? "ok" : "warn",
        text: k.matches_dump ? "✓ matches the dump" : "✗ does not match the dump: see the notes" }),
      el("details", {}, el("summary", { text: "What was read, and notes" }),
        el("ul", {}, k.notes.map((n) => el("li", { text: n })))),
    );
  }

  /** Sets the form's fields from a defender description. */
  fillForm(d) {
    const aux = Object.fromEntries((d.aux || []).map((text) => {
      const m = /^(.*?)([+-]\d+)?$/.exec(text);
      return [m[1], m[2] ? Number(m[2]) : 0];
    }));
    for (const input of this.root.querySelectorAll("[data-f]")) {
      const f = input.dataset.f;
      if (f.startsWith("aux:")) {
        const names = [...input.options].map((o) => o.value);
        input.value = names.find((n) => n && n in aux) || "";
      } else if (f.startsWith("aux+:")) {
        const slot = f.slice(5);
        const chosen = this.root.querySelector(`[data-f="aux:${slot}"]`).value;
        input.value = chosen ? aux[chosen] || 0 : "";
      } else {
        input.value = d[f] ?? "";
      }
    }
    for (const [item, plus] of [["body", "body_plus"], ["shield", "shield_plus"],
      ...SLOTS.map((slot) => [`aux:${slot}`, `aux+:${slot}`])]) {
      const chosen = this.root.querySelector(`[data-f="${item}"]`).value;
      this.root.querySelector(`[data-f="${plus}"]`).disabled = !chosen;
    }
  }

  /** The defender the form describes, keeping fields the form does not show. */
  fromForm() {
    const d = { ...(this.state.defender || {}) };
    const aux = [];
    for (const input of this.root.querySelectorAll("[data-f]")) {
      const f = input.dataset.f;
      const v = input.value;
      if (f.startsWith("aux:")) {
        const plusInput = this.root.querySelector(`[data-f="aux+:${f.slice(4)}"]`);
        plusInput.disabled = !v;
        if (!v) plusInput.value = "";
        const plus = Number(plusInput.value || 0);
        if (v) aux.push(plus ? `${v}${plus > 0 ? "+" : ""}${plus}` : v);
      } else if (f.startsWith("aux+:")) {
        continue;
      } else if (v === "") {
        delete d[f];
      } else {
        d[f] = input.type === "number" ? Number(v) : v;
      }
    }
    if (aux.length) d.aux = aux;
    else delete d.aux;
    // No enchantment without the item.
    for (const [item, plus] of [["body", "body_plus"], ["shield", "shield_plus"]]) {
      const input = this.root.querySelector(`[data-f="${plus}"]`);
      input.disabled = !d[item];
      if (!d[item]) {
        delete d[plus];
        input.value = "";
      }
    }
    for (const k of ["body_plus", "shield_plus", ...SKILLS.map((s) => s[0])]) {
      if (d[k] === 0) delete d[k];
    }
    this.state = { ...this.state, mode: "build", defender: d, numbers: null };
    this.onChange();
  }

  fromNumbers() {
    const numbers = {};
    for (const input of this.root.querySelectorAll("[data-n]")) {
      if (input.value !== "") numbers[input.dataset.n] = Number(input.value);
    }
    this.state = { ...this.state, mode: "numbers", numbers };
    this.onChange();
  }

  /** This side as the URL keeps it. */
  save() {
    const s = this.state;
    if (s.mode === "numbers") return { mode: "numbers", numbers: s.numbers };
    return { mode: s.mode, label: s.label || undefined, defender: s.defender };
  }

  /** Restores a side from the URL. */
  load(saved) {
    this.state = { mode: "dump", label: "", defender: null, numbers: null, ...saved };
    if (saved.defender) this.fillForm(saved.defender);
    if (saved.numbers) {
      for (const input of this.root.querySelectorAll("[data-n]")) {
        input.value = saved.numbers[input.dataset.n] ?? "";
      }
    }
    this.mode(this.state.mode, false);
    if (saved.mode === "dump" && saved.label) {
      this.dumpResult.replaceChildren(el("p", { class: "who", text: `${saved.label} (read from a dump)` }));
    }
  }

  /** Ready to run: a build or numbers to send. */
  ready() {
    const s = this.state;
    return s.mode === "numbers" ? !!s.numbers && "ev" in s.numbers : !!s.defender;
  }

  /**
   * The parts of a threat scenario this side gives: its defender, and with numbers the AC
   * and HP beside it.
   */
  threatParts() {
    const s = this.state;
    if (s.mode !== "numbers") return { defender: s.defender };
    const n = s.numbers;
    const parts = { defender: { ev: n.ev, sh: n.sh ?? 0 } };
    if (n.ac !== undefined) parts.ac = n.ac;
    if (n.hp !== undefined) parts.hp = n.hp;
    return parts;
  }

  /** A short name for the side in a report. */
  title() {
    return this.side === "a" ? "You" : "Build B";
  }
}
