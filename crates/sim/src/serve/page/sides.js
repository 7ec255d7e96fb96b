// A build's panel: a pasted dump (read by POST /api/character), a build entered field by
// field under the chosen version (its species, armours, aux pieces, jewellery, form and
// weapon), or EV/SH/AC/HP as numbers. The panel's state is what the address keeps: the
// build (and weapon) the API read or the form describes, never the dump's text.

import { api, el } from "./api.js";
import { showCheck } from "./dump.js";

const SKILLS = [
  ["dodging", "Dodging"],
  ["armour", "Armour"],
  ["shields", "Shields"],
  ["fighting", "Fighting"],
];

/** The jewellery and artefact terms the form offers: [path in the defender, label, max]. */
const JEWELLERY = [
  ["bonuses.ring_evasion", "EV from rings of evasion", 30],
  ["bonuses.artefact", "EV from artefacts", 30],
  ["ac_bonuses.items", "AC from rings of protection, artefacts, egos", 60],
  ["extra_sh.artefact", "SH from artefacts", 30],
];

/** The value at a dotted path of an object. */
const getPath = (o, path) => path.split(".").reduce((v, k) => (v == null ? undefined : v[k]), o);

/** Sets (or, with `undefined`, removes) the value at a dotted path, creating objects. */
function setPath(o, path, value) {
  const keys = path.split(".");
  let at = o;
  for (const k of keys.slice(0, -1)) {
    if (typeof at[k] !== "object" || at[k] === null) at[k] = {};
    at = at[k];
  }
  if (value === undefined) delete at[keys[keys.length - 1]];
  else at[keys[keys.length - 1]] = value;
}

function number(key, min, max, step = 1) {
  return el("input", { type: "number", inputmode: "decimal", min, max, step, "data-f": key });
}

/** Chooses `value` in `select`, adding it (marked) when the list lacks it. */
function choose(select, value) {
  if (value && ![...select.options].some((o) => o.value === value)) {
    select.append(el("option", { value, text: `${value} (not in this version)` }));
  }
  select.value = value || "";
}

/** A select of `names` (keeping `kept`, marked, when the list lacks it). */
function options(select, names, none, kept) {
  const list = [...names];
  const items = [el("option", { value: "", text: none })];
  for (const n of list) items.push(el("option", { value: n, text: n }));
  if (kept && !list.includes(kept)) {
    items.push(el("option", { value: kept, text: `${kept} (not in this version)` }));
  }
  select.replaceChildren(...items);
  select.value = kept || "";
}

/** One side (you, or build B) of the comparison. */
export class Side {
  constructor(fieldset, names, onChange) {
    this.root = fieldset;
    this.side = fieldset.dataset.side;
    this.onChange = onChange;
    this.names = names;
    this.state = { mode: "dump", label: "", defender: null, offence: null, numbers: null };
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
    this.buildForm();
    this.setNames(names);
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

  /** The id of a form field of this side. */
  id(key) {
    return `f-${this.side}-${key.replaceAll(".", "-")}`;
  }

  /** A label and its input, for the form's grid. */
  field(key, label, input) {
    input.id = this.id(key);
    return [el("label", { for: input.id, text: label }), input];
  }

  buildForm() {
    const grid = this.root.querySelector(".build-fields");
    const select = (key) => el("select", { "data-f": key });
    grid.append(
      ...this.field("species", "Species", select("species")),
      ...this.field("xl", "XL", number("xl", 1, 27)),
      ...this.field("str", "Str", number("str", 1, 99)),
      ...this.field("dex", "Dex", number("dex", 0, 99)),
      ...SKILLS.flatMap(([k, label]) => this.field(k, label, number(k, 0, 27, 0.1))),
      ...this.field("body", "Body armour", select("body")),
      ...this.field("body_plus", "its +", number("body_plus", -9, 27)),
      ...this.field("shield", "Shield", select("shield")),
      ...this.field("shield_plus", "its +", number("shield_plus", -9, 27)),
      ...this.field("form", "Form", select("form")),
    );
    this.auxList = this.root.querySelector(".aux-list");
    this.root.querySelector(".add-aux").addEventListener("click", () => {
      this.addAux("", 0);
      this.fromForm();
    });
    const jewellery = this.root.querySelector(".jewellery");
    for (const [path, label, max] of JEWELLERY) {
      jewellery.append(...this.field(path, label, number(path, -max, max)));
    }
    const reflection = el("input", { type: "checkbox", "data-f": "extra_sh.reflection" });
    reflection.id = this.id("extra_sh.reflection");
    jewellery.append(el("label", { class: "check-label", for: reflection.id }, reflection, " amulet of reflection"));
    const weapon = this.root.querySelector(".weapon-fields");
    weapon.append(
      ...this.field("offence.weapon", "Weapon", select("offence.weapon")),
      ...this.field("offence.weapon_plus", "its +", number("offence.weapon_plus", -9, 27)),
      ...this.field("offence.weapon_skill", "its skill", number("offence.weapon_skill", 0, 27, 0.1)),
      ...this.field("offence.brand", "brand", select("offence.brand")),
      ...this.field("offence.unarmed_combat", "Unarmed Combat", number("offence.unarmed_combat", 0, 27, 0.1)),
    );
    for (const input of this.root.querySelectorAll(".panel[data-panel=build] [data-f]")) {
      input.addEventListener("change", () => this.fromForm());
    }
  }

  /** The version's names in the form's lists, keeping what is chosen. */
  setNames(names) {
    this.names = names;
    const pick = (key) => this.root.querySelector(`[data-f="${key}"]`);
    options(pick("species"), names.species, "choose…", pick("species").value);
    options(pick("body"), names.body, "none", pick("body").value);
    options(pick("shield"), names.shields, "none", pick("shield").value);
    options(pick("form"), names.forms, "none", pick("form").value);
    options(pick("offence.brand"), names.brands, "none", pick("offence.brand").value);
    const weapon = pick("offence.weapon");
    const kept = weapon.value;
    options(weapon, ["unarmed", ...names.weapons], "none (no duel)", kept);
    for (const row of this.auxList.children) {
      const s = row.querySelector("select");
      this.auxOptions(s, s.value);
    }
  }

  /** The aux pieces of the version, by slot. */
  auxOptions(select, kept) {
    const groups = this.names.aux_slots.map((slot) => el("optgroup", { label: slot },
      this.names.aux.filter((a) => a.slot === slot).map((a) => el("option", { value: a.name, text: a.name }))));
    select.replaceChildren(el("option", { value: "", text: "choose…" }), ...groups);
    select.value = kept;
  }

  /** A row of the aux list: a piece and its enchantment. */
  addAux(name, plus) {
    const n = this.auxList.children.length;
    const select = el("select", { "aria-label": `aux piece ${n + 1}`, class: "aux-piece" });
    this.auxOptions(select, name);
    const enchant = el("input", { type: "number", inputmode: "decimal", min: -9, max: 27, value: plus, "aria-label": `its +`, class: "aux-plus" });
    const remove = el("button", { type: "button", class: "remove", "aria-label": "Remove this piece", text: "×" });
    const row = el("li", {}, select, enchant, remove);
    select.addEventListener("change", () => this.fromForm());
    enchant.addEventListener("change", () => this.fromForm());
    remove.addEventListener("click", () => {
      row.remove();
      this.fromForm();
    });
    this.auxList.append(row);
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
      this.fillForm(this.state.defender || {}, this.state.offence);
      this.fromForm();
    } else if (mode === "numbers") {
      this.fromNumbers();
    } else {
      this.onChange();
    }
  }

  /** POST /api/character with the pasted text; its build and weapon become this side's. */
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
        offence: read.offence,
        weapon: read.weapon || "",
        numbers: null,
      };
      this.dumpResult.replaceChildren(...showCheck(read, this.state.label));
      this.root.dispatchEvent(new CustomEvent("dump-rules", { bubbles: true, detail: read.rules.rules }));
      if (read.defender) this.fillForm(read.defender, read.offence);
      this.onChange();
    } catch (e) {
      this.dumpResult.replaceChildren(el("p", { class: "error", role: "alert", text: e.message }));
    }
  }

  /** Sets the form's fields from a defender description and an offence. */
  fillForm(d, offence) {
    const all = { ...d, offence: offence === null || offence === undefined ? undefined : { weapon: "unarmed", ...offence } };
    for (const input of this.root.querySelectorAll(".panel[data-panel=build] [data-f]")) {
      const value = getPath(all, input.dataset.f);
      if (input.type === "checkbox") input.checked = !!value;
      else if (input.tagName === "SELECT") choose(input, value ?? "");
      else input.value = value ?? "";
    }
    this.auxList.replaceChildren();
    for (const text of d.aux || []) {
      const m = /^(.*?)([+-]\d+)?$/.exec(text);
      this.addAux(m[1], m[2] ? Number(m[2]) : 0);
    }
    this.enablePlus();
  }

  /** No enchantment without its item. */
  enablePlus() {
    for (const [item, plus] of [["body", "body_plus"], ["shield", "shield_plus"], ["offence.weapon", "offence.weapon_plus"]]) {
      const chosen = this.root.querySelector(`[data-f="${item}"]`).value;
      const input = this.root.querySelector(`[data-f="${plus}"]`);
      input.disabled = !chosen || chosen === "unarmed";
      if (input.disabled) input.value = "";
    }
  }

  /** The defender and offence the form describes, keeping fields the form does not show. */
  fromForm() {
    this.enablePlus();
    const d = structuredClone(this.state.defender || {});
    let offence = {};
    for (const input of this.root.querySelectorAll(".panel[data-panel=build] [data-f]")) {
      const f = input.dataset.f;
      let v;
      if (input.type === "checkbox") v = input.checked;
      else if (input.value === "" || input.disabled) v = undefined;
      else v = input.type === "number" ? Number(input.value) : input.value;
      if (f.startsWith("offence.")) {
        if (v !== undefined && v !== 0) offence[f.slice(8)] = v;
      } else if (f.includes(".")) {
        // A term of a group (bonuses, extra_sh, ac_bonuses): set where the build has the
        // group or the term is given, so an untouched group is not added.
        if (v || getPath(d, f.split(".")[0]) !== undefined) setPath(d, f, v ?? 0);
      } else {
        // Zero is the default of a skill or an enchantment: left out, as the API leaves it.
        setPath(d, f, v === 0 && f !== "xl" ? undefined : v);
      }
    }
    const aux = [...this.auxList.children]
      .map((row) => [row.querySelector(".aux-piece").value, Number(row.querySelector(".aux-plus").value || 0)])
      .filter(([name]) => name)
      .map(([name, plus]) => `${name}${plus < 0 ? "" : "+"}${plus}`);
    if (aux.length) d.aux = aux;
    else delete d.aux;
    if (!offence.weapon) offence = null;
    else if (offence.weapon === "unarmed") delete offence.weapon;
    this.state = { ...this.state, mode: "build", defender: d, offence, numbers: null };
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

  /** This side as the address keeps it. */
  save() {
    const s = this.state;
    if (s.mode === "numbers") return { mode: "numbers", numbers: s.numbers };
    return { mode: s.mode, label: s.label || undefined, defender: s.defender, offence: s.offence || undefined, weapon: s.weapon || undefined };
  }

  /** Restores a side from the address. */
  load(saved) {
    this.state = { mode: "dump", label: "", defender: null, offence: null, numbers: null, ...saved };
    if (saved.defender) this.fillForm(saved.defender, saved.offence);
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
   * The parts of a threat scenario this side gives: its defender and weapon, and with
   * numbers the AC and HP beside them.
   */
  threatParts() {
    const s = this.state;
    if (s.mode !== "numbers") return s.offence ? { defender: s.defender, offence: s.offence } : { defender: s.defender };
    const n = s.numbers;
    const parts = { defender: { ev: n.ev, sh: n.sh ?? 0 } };
    if (n.ac !== undefined) parts.ac = n.ac;
    if (n.hp !== undefined) parts.hp = n.hp;
    return parts;
  }

  /** The weapon a duel of this side swings, in words; null when there is no duel. */
  weaponWords() {
    const o = this.state.offence;
    if (this.state.mode === "numbers" || !o) return null;
    if (!o.weapon) return "your fists";
    const plus = o.weapon_plus ? `${o.weapon_plus > 0 ? "+" : ""}${o.weapon_plus} ` : "";
    return `your ${plus}${o.weapon}`;
  }

  /** A short name for the side in a report. */
  title() {
    return this.side === "a" ? "You" : "Build B";
  }
}

