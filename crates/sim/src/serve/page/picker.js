// A type-ahead over the monster tables (GET /api/monsters), keyboard first: type, Arrow
// keys to move, Enter to choose, Escape to close. The listbox follows the ARIA combobox
// pattern, so a screen reader reads the option in focus.

import { api, el } from "./api.js";

/**
 * Makes `input` (with its listbox `list`) a picker of `game`'s monsters; `onPick(name)` is
 * called with the chosen name. Returns a function that picks the input's text as it is.
 */
export function picker(input, list, game, onPick) {
  let options = [];
  let active = -1;
  let asked = 0;

  function close() {
    list.hidden = true;
    input.setAttribute("aria-expanded", "false");
    input.removeAttribute("aria-activedescendant");
    active = -1;
  }

  function show(i) {
    active = i;
    for (const [j, li] of [...list.children].entries()) {
      li.setAttribute("aria-selected", j === i ? "true" : "false");
      if (j === i) {
        input.setAttribute("aria-activedescendant", li.id);
        li.scrollIntoView({ block: "nearest" });
      }
    }
  }

  function choose(name) {
    input.value = name;
    close();
    list.replaceChildren();
    options = [];
    onPick(name);
  }

  async function search() {
    const q = input.value.trim();
    const mine = ++asked;
    if (!q) return close();
    let found;
    try {
      found = await api(`api/monsters?game=${game()}&limit=12&q=${encodeURIComponent(q)}`);
    } catch (e) {
      found = { dcss: [], frog: [], error: e.message };
    }
    if (mine !== asked) return;
    const rows = found.dcss || found.frog || [];
    options = rows.map((m) => m.name);
    list.replaceChildren(
      ...rows.map((m, i) =>
        el(
          "li",
          {
            id: `${list.id}-${i}`,
            role: "option",
            "aria-selected": "false",
            onmousedown: (e) => {
              e.preventDefault();
              choose(m.name);
            },
          },
          el("span", { class: "name", text: m.name }),
          el("span", {
            class: "meta",
            text: "hd" in m ? `HD ${m.hd} · speed ${m.speed}` : `speed ${m.speed ?? ""}`,
          }),
        ),
      ),
    );
    if (found.closest_only && rows.length) {
      list.prepend(el("li", { class: "note", role: "presentation", text: "no exact match; the closest names:" }));
      options.unshift(null);
    }
    if (found.error) list.replaceChildren(el("li", { class: "note", role: "presentation", text: found.error }));
    list.hidden = list.children.length === 0;
    input.setAttribute("aria-expanded", list.hidden ? "false" : "true");
    active = -1;
  }

  let timer;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(search, 120);
  });
  input.addEventListener("keydown", (e) => {
    const n = options.length;
    if (e.key === "ArrowDown" && n) {
      e.preventDefault();
      let i = active;
      do i = (i + 1) % n; while (options[i] === null);
      show(i);
    } else if (e.key === "ArrowUp" && n) {
      e.preventDefault();
      let i = active < 0 ? n : active;
      do i = (i - 1 + n) % n; while (options[i] === null);
      show(i);
    } else if (e.key === "Enter") {
      e.preventDefault();
      if (active >= 0 && options[active]) choose(options[active]);
      else if (input.value.trim()) choose(input.value.trim());
    } else if (e.key === "Escape") {
      close();
    }
  });
  input.addEventListener("blur", () => setTimeout(close, 100));
  return () => input.value.trim() && choose(input.value.trim());
}
