// The page: the game and version, your build (and a second one to compare), the monsters,
// and their reports: a summary row per monster and build, then a card per monster. The
// state lives in the address, compact (?s=…, see state.js), so a link reproduces what it
// shows; the share box copies it. Everything computed comes from the API: /api/threat for
// each monster and build (with the duel when the build has a weapon), /api/hit for the
// P(hit)-against-EV chart, /api/speed for FrogComposband.

import { api, el, num, plain, pooled } from "./api.js";
import { picker } from "./picker.js";
import { Side } from "./sides.js";
import { hitChart, threatCard } from "./report.js";
import { legacy, pack, unpack } from "./state.js";
import { summaryRows, summaryTable } from "./summary.js";

/** Monte Carlo trials of each report unless the address says. */
const TRIALS = 100000;
/** The EVs of the P(hit) chart. */
const EVS = Array.from({ length: 26 }, (_, i) => 2 * i);
/** Requests in flight at once (the server queues the rest). */
const WIDTH = 3;

const $ = (id) => document.getElementById(id);
const state = { game: "dcss", rules: "", monsters: [], action: "attack", trials: TRIALS };
let meta;
let schema;
let sides;

/** The `const` values of a one-of-strings type of the scenario schema, with descriptions. */
function choices(type) {
  return (schema.$defs[type]?.oneOf || [])
    .filter((o) => o.type === "string" && o.const)
    .map((o) => ({ value: o.const, help: (o.description || "").split("\n").join(" ") }));
}

function fillSelect(select, items, label = (v) => v.replaceAll("_", " ")) {
  select.replaceChildren(...items.map((i) => el("option", { value: i.value, title: i.help, text: label(i.value) })));
}

function status(id, text, error) {
  const node = $(id);
  node.textContent = text;
  node.className = error ? "error" : "";
}

// ---- the address ------------------------------------------------------------------------

let saving = 0;

/** The page's state, as the address keeps it. */
function snapshot() {
  const st = { g: state.game };
  const rules = meta.games.find((g) => g.game === state.game).rules;
  if (rules.length > 1) st.r = state.rules;
  if (state.game === "dcss") {
    st.a = sides.a.save();
    if (!$("build-b").hidden) st.b = sides.b.save();
    st.m = state.monsters.map((m) => [m.name, m.depth]);
    if (state.action !== "attack") st.act = state.action;
  } else {
    st.f = frogInputs();
  }
  if (state.trials !== TRIALS) st.t = state.trials;
  return st;
}

/** Writes the state into the address (and the share box), compact. */
async function save() {
  const mine = ++saving;
  const packed = await pack(snapshot());
  if (mine !== saving) return;
  history.replaceState(null, "", `?s=${packed}`);
  $("share-link").value = location.href;
  $("share-status").textContent = "";
}

/** Restores the state an address holds (compact, or of the older readable form). */
async function load() {
  const p = new URLSearchParams(location.search);
  const st = (p.has("s") ? await unpack(p.get("s")) : legacy(p)) || {};
  state.game = st.g === "frog" ? "frog" : "dcss";
  state.rules = st.r || "";
  state.action = st.act || "attack";
  // The server may allow fewer trials than the page asks for by default.
  state.trials = Number(st.t) || Math.min(TRIALS, meta.limits.max_trials);
  state.monsters = (st.m || []).map(([name, depth]) => ({ name: String(name), depth: Number(depth) || meta.defaults.depth }));
  showGame();
  if (st.a) sides.a.load(st.a);
  if (st.b) {
    $("build-b").hidden = false;
    sides.b.load(st.b);
  }
  if (st.f) loadFrog(st.f);
}

/** Copies the link to the clipboard (or selects it where the page may not). */
async function copyLink() {
  const link = $("share-link");
  link.value = location.href;
  try {
    await navigator.clipboard.writeText(link.value);
    $("share-status").textContent = "Copied.";
  } catch {
    link.select();
    $("share-status").textContent = "Selected: copy it with Ctrl-C.";
  }
}

// ---- game and version -------------------------------------------------------------------

function showGame() {
  $("game").value = state.game;
  const rules = meta.games.find((g) => g.game === state.game).rules;
  if (!rules.includes(state.rules)) state.rules = rules[rules.length - 1];
  fillSelect($("rules"), rules.map((r) => ({ value: r })), (r) => r.replace(/^[a-z]+-/, ""));
  $("rules").value = state.rules;
  $("rules").disabled = rules.length < 2;
  if (state.game === "dcss") {
    const dcss = meta.games.find((g) => g.game === "dcss");
    const names = dcss.build_names_by_rules?.[state.rules] || dcss.build_names;
    sides.a.setNames(names);
    sides.b.setNames(names);
  }
  $("dcss").hidden = state.game !== "dcss";
  $("frog").hidden = state.game !== "frog";
}

/** The document's `rules` when the game has several rule sets. */
function rulesField() {
  const rules = meta.games.find((g) => g.game === state.game).rules;
  return rules.length > 1 ? { rules: state.rules } : {};
}

// ---- monsters ---------------------------------------------------------------------------

function addMonster(name) {
  const depth = Number($("depth").value) || meta.defaults.depth;
  if (!state.monsters.some((m) => m.name === name && m.depth === depth)) {
    state.monsters.push({ name, depth });
  }
  $("monster-input").value = "";
  showMonsters();
  save();
}

function showMonsters() {
  $("chosen").replaceChildren(...state.monsters.map((m, i) =>
    el("li", {}, `${m.name} `, el("small", { text: `D:${m.depth}` }),
      el("button", {
        type: "button",
        class: "remove",
        "aria-label": `Remove ${m.name}`,
        text: "×",
        onclick: () => {
          state.monsters.splice(i, 1);
          showMonsters();
          save();
        },
      }))));
}

// ---- DCSS: the threat reports -----------------------------------------------------------

function threatDoc(monster, side) {
  const threat = { ...rulesField(), ...side.threatParts(), monster: monster.name, depth: monster.depth };
  if (state.action !== "attack") threat.player_action = state.action;
  return {
    name: `${monster.name} against ${side.title().toLowerCase()}`,
    trials: state.trials,
    seed: meta.defaults.seed,
    threat,
  };
}

async function run() {
  const active = [sides.a, ...($("build-b").hidden ? [] : [sides.b])];
  const missing = active.find((s) => !s.ready());
  if (missing) return status("status", `${missing.title()}: paste a dump and read it, enter a build, or give your EV.`, true);
  if (!state.monsters.length) return status("status", "Pick a monster first.", true);
  save();
  const results = $("results");
  const summary = summaryTable();
  results.replaceChildren(summary);
  // On one column the results are below the inputs: bring them into view.
  if (matchMedia("(max-width: 959px)").matches) results.scrollIntoView({ behavior: "smooth" });
  const total = state.monsters.length * (active.length + EVS.length);
  let done = 0;
  const tick = () => status("status", `Computing… ${++done} of ${total}`);
  status("status", "Computing…");
  for (const monster of state.monsters) {
    const columns = await Promise.all(active.map(async (side) => {
      const column = { side: side.side, title: side.title(), weapon: side.weaponWords() };
      try {
        column.report = await api("api/threat", threatDoc(monster, side));
      } catch (e) {
        column.error = e.message;
      }
      tick();
      return column;
    }));
    const card = threatCard(monster, columns);
    results.append(card);
    summary.querySelector("tbody").append(...summaryRows(monster, columns));
    const slot = card.querySelector(".hit-chart");
    if (!slot) continue;
    try {
      const points = await pooled(EVS.map((ev) => async () => ({
        ev,
        report: await api("api/hit", {
          name: `P(hit) at EV ${ev}`,
          trials: Math.min(1000, meta.limits.max_trials),
          seed: meta.defaults.seed,
          hit: { ...rulesField(), defender: { ev }, attackers: [{ monster: monster.name, depth: monster.depth }] },
        }),
      })), WIDTH, tick);
      slot.replaceChildren(hitChart(monster.name, points, columns));
    } catch (e) {
      slot.replaceChildren(el("p", { class: "error", text: `P(hit) against EV: ${e.message}` }));
    }
  }
  status("status", "");
}

// ---- FrogComposband ---------------------------------------------------------------------

function frogInputs() {
  return {
    player_speed: Number($("frog-speed").value) || 0,
    monster: $("frog-monster").value.trim(),
    player_action: $("frog-action").value,
    player_hasted: $("frog-player-hasted").checked,
    player_slowed: $("frog-player-slowed").checked,
    monster_hasted: $("frog-monster-hasted").checked,
    monster_slowed: $("frog-monster-slowed").checked,
  };
}

function loadFrog(f) {
  $("frog-speed").value = f.player_speed ?? 0;
  $("frog-monster").value = f.monster ?? "";
  if (f.player_action) $("frog-action").value = f.player_action;
  for (const k of ["player_hasted", "player_slowed", "monster_hasted", "monster_slowed"]) {
    $(`frog-${k.replace("_", "-")}`).checked = !!f[k];
  }
}

async function runFrog() {
  const speed = frogInputs();
  if (!speed.monster) return status("frog-status", "Pick a monster first.", true);
  save();
  const doc = { name: `${speed.monster} against you`, trials: state.trials, seed: meta.defaults.seed, speed: { ...rulesField(), ...speed } };
  status("frog-status", "Computing…");
  const out = $("frog-results");
  try {
    const [r, svg] = await Promise.all([api("api/speed", doc), api("api/speed/svg", doc)]);
    const picture = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml" }));
    out.replaceChildren(el("article", { class: "card", "data-monster": speed.monster },
      el("h2", {}, r.derived.monster, el("small", { text: ` speed ${r.derived.monster_speed} against your ${r.derived.player_speed}` })),
      el("ul", { class: "sentences" },
        el("li", {}, "It acts twice or more between two of your actions ", num(r, "/exact/p_double"), " of the time."),
        el("li", {}, "Three times or more: ", num(r, "/exact/p_triple"), "."),
        el("li", {}, "On average it acts ", num(r, "/exact/mean_actions", plain), " times per action of yours.")),
      el("div", { class: "table-wrap" }, el("table", { class: "odds" },
        el("thead", {}, el("tr", {}, el("th", { scope: "col", text: "its actions" }),
          el("th", { scope: "col", text: "exact" }), el("th", { scope: "col", text: "simulated" }))),
        el("tbody", {}, r.exact.distribution.map((_, n) => el("tr", {},
          el("th", { scope: "row", text: String(n) }),
          el("td", {}, num(r, `/exact/distribution/${n}`)),
          el("td", {}, num(r, `/estimate/distribution/${n}`))))))),
      el("figure", {}, el("img", { src: picture, alt: "The law of its actions per action of yours, exact beside simulated" }))));
    status("frog-status", "");
  } catch (e) {
    status("frog-status", e.message, true);
  }
}

// ---- start ------------------------------------------------------------------------------

/**
 * The threat scenario the page sends for side `side` ("a", "b") against the chosen monster
 * `name`: what "Show the odds" posts, for a reader (or a test) to run with `roguesim run`.
 */
window.roguesimScenario = (side, name) => {
  const monster = state.monsters.find((m) => m.name === name);
  return monster ? threatDoc(monster, sides[side]) : null;
};

async function start() {
  [meta, schema] = await Promise.all([api("api/meta"), api("api/schema/scenario")]);
  $("tool-version").textContent = `${meta.tool} ${meta.version}`;
  const names = meta.games.find((g) => g.game === "dcss").build_names;
  sides = {
    a: new Side($("build-a"), names, save),
    b: new Side($("build-b"), names, save),
  };
  fillSelect($("action"), choices("ThreatAction"), (v) => ({ attack: "fight back", wait: "wait", move: "step away" }[v] || v));
  fillSelect($("frog-action"), choices("FrogAction"));
  $("depth").value = meta.defaults.depth;
  $("depth").max = 51;
  const pick = picker($("monster-input"), $("monster-list"), () => "dcss", addMonster);
  picker($("frog-monster"), $("frog-list"), () => "frog", () => save());
  $("add-monster").addEventListener("click", pick);
  $("game").addEventListener("change", () => {
    state.game = $("game").value;
    showGame();
    save();
  });
  // A pasted dump brings its release: the scenarios follow it, as the command line does.
  document.addEventListener("dump-rules", (e) => {
    const rules = meta.games.find((g) => g.game === "dcss").rules;
    if (state.game === "dcss" && rules.includes(e.detail) && state.rules !== e.detail) {
      state.rules = e.detail;
      showGame();
    }
  });
  $("rules").addEventListener("change", () => {
    state.rules = $("rules").value;
    showGame();
    save();
  });
  $("action").addEventListener("change", () => {
    state.action = $("action").value;
    save();
  });
  $("compare").addEventListener("click", () => {
    const b = $("build-b");
    b.hidden = !b.hidden;
    if (!b.hidden && !sides.b.ready() && sides.a.ready()) sides.b.load(sides.a.save());
    $("compare").textContent = b.hidden ? "Compare with a second build" : "Remove build B";
    save();
  });
  $("run").addEventListener("click", run);
  $("copy-link").addEventListener("click", copyLink);
  $("frog-run").addEventListener("click", runFrog);
  await load();
  showMonsters();
  $("action").value = state.action;
  $("compare").textContent = $("build-b").hidden ? "Compare with a second build" : "Remove build B";
  if (state.game === "dcss" && sides.a.ready() && state.monsters.length) run();
  if (state.game === "frog" && $("frog-monster").value) runFrog();
}

start().catch((e) => status("status", `The page cannot start: ${e.message}`, true));
