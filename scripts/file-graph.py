#!/usr/bin/env python3
"""The file-level import graph of a Rust crate's src/, and its circles.

Every `use` (grouped trees included), `crate::` and `super::` path of a file is resolved to
the file that *defines* the item it names: a path walks down the module tree while its
segments are modules, then its first other segment is an item, looked up among the items
the module defines at its top level and followed through `pub use` re-exports to where it
is defined. An edge A -> B means file A names something defined in file B; a module's root
file and its own direct files (`x/mod.rs` and `x/y.rs`) name each other freely, as parts of
one module. A circle is a strongly connected set of more than one file: files that cannot be
read bottom-up.

Usage: scripts/file-graph.py SRC_DIR [--edges]   (exit status 1 when there is a circle)
Lines inside `#[cfg(test)] mod tests { ... }` blocks are left out: a test may name its
parent freely.
"""
import os
import re
import sys

ITEM = re.compile(
    r"^(?:pub(?:\([^)]*\))?\s+)?(?:unsafe\s+|const\s+|async\s+|extern\s+\"C\"\s+)*"
    r"(struct|enum|fn|trait|type|const|static|union|mod)\s+(\w+)"
)
MACRO = re.compile(r"^macro_rules!\s*(\w+)")


def strip(text):
    """The code without comments, string contents and inline test modules."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    lines, out, skip_depth = text.splitlines(), [], None
    pending_test = False
    for line in lines:
        code = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        code = re.sub(r"//.*$", "", code)
        if skip_depth is not None:
            skip_depth += code.count("{") - code.count("}")
            if skip_depth <= 0:
                skip_depth = None
            continue
        if re.match(r"\s*#\[cfg\(test\)\]", code):
            pending_test = True
            continue
        if pending_test and re.match(r"\s*(pub\s+)?mod\s+\w+\s*\{", code):
            skip_depth = code.count("{") - code.count("}")
            pending_test = False
            if skip_depth <= 0:
                skip_depth = None
            continue
        pending_test = False
        out.append(code)
    return "\n".join(out)


def modules(src):
    """Module path (a tuple) -> file, for every file of the crate."""
    found = {}
    for root, _, files in os.walk(src):
        for name in files:
            if not name.endswith(".rs"):
                continue
            rel = os.path.relpath(os.path.join(root, name), src)
            parts = rel[:-3].split(os.sep)
            if parts[-1] in ("mod", "lib", "main") :
                parts = parts[:-1]
            found[tuple(parts)] = rel
    return found


def use_trees(text):
    """Every path a private `use` statement imports, `self` expanded. A `pub use` only
    re-exports: it is no edge of its own (a name used through it resolves to its definer)."""
    paths = []
    for body in re.findall(r"(?<!pub )(?<!\) )\buse\s+([^;]+);", text, flags=re.S):
        body = re.sub(r"\s+", "", body)
        paths.extend(expand(body))
    return paths


def expand(tree):
    """`a::{b,c::{d,e}}` as [a::b, a::c::d, a::c::e]."""
    depth, start = 0, None
    for i, ch in enumerate(tree):
        if ch == "{":
            if depth == 0:
                start = i
            depth += 1
        elif ch == "}":
            depth -= 1
            if depth == 0:
                prefix = tree[:start].rstrip(":")
                inner = tree[start + 1 : i]
                out = []
                for part in split_top(inner):
                    if part == "self":
                        out.append(prefix)
                    elif part:
                        out.extend(expand(prefix + "::" + part))
                return out
    return [re.sub(r"\bas\b.*$", "", tree)]


def split_top(text):
    parts, depth, cur = [], 0, ""
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    return parts


class Crate:
    def __init__(self, src):
        self.src = src
        self.mods = modules(src)
        self.code = {m: strip(open(os.path.join(src, f), encoding="utf-8").read())
                     for m, f in self.mods.items()}
        self.items = {m: self.defined(c) for m, c in self.code.items()}
        self.reexports = {m: self.pub_uses(m) for m in self.mods}

    def defined(self, code):
        names = set()
        for line in code.splitlines():
            m = ITEM.match(line) or MACRO.match(line)
            if m:
                names.add(m.group(m.lastindex))
        return names

    def absolute(self, module, path):
        """A path as written in `module` -> segments from the crate root (None: external)."""
        segs = [s for s in path.split("::") if s]
        if not segs:
            return None
        if segs[0] == "crate":
            return segs[1:]
        if segs[0] == "self":
            return list(module) + segs[1:]
        if segs[0] == "super":
            base = list(module)
            while segs and segs[0] == "super":
                base = base[:-1]
                segs = segs[1:]
            return base + segs
        if tuple(list(module) + [segs[0]]) in self.mods:
            return list(module) + segs
        return None

    def pub_uses(self, module):
        out = {}
        for body in re.findall(r"\bpub(?:\([^)]*\))?\s+use\s+([^;]+);", self.code[module], re.S):
            for path in expand(re.sub(r"\s+", "", body)):
                alias = re.search(r"\bas(\w+)$", path)
                path = re.sub(r"as\w+$", "", path) if alias else path
                segs = self.absolute(module, path)
                if segs:
                    out[alias.group(1) if alias else segs[-1]] = segs
        return out

    def resolve(self, segs, seen=None):
        """The module whose file defines what `segs` (from the root) names."""
        seen = seen or set()
        module, i = (), 0
        while i < len(segs) and tuple(list(module) + [segs[i]]) in self.mods:
            module = tuple(list(module) + [segs[i]])
            i += 1
        if i == len(segs):
            return module
        name = segs[i]
        if name in self.items.get(module, ()):
            return module
        target = self.reexports.get(module, {}).get(name)
        if target and (module, name) not in seen:
            seen.add((module, name))
            return self.resolve(target, seen)
        return module

    def edges(self):
        graph = {m: set() for m in self.mods}
        for m, code in self.code.items():
            paths = use_trees(code)
            bare = re.sub(r"\bpub(?:\([^)]*\))?\s+use\s+[^;]+;", "", code, flags=re.S)
            paths += re.findall(r"(?<!use )\b((?:crate|super)(?:::\w+)+)", bare)
            for path in paths:
                segs = self.absolute(m, path)
                if segs is None:
                    continue
                target = self.resolve(segs)
                if target != m and target in self.mods and not family(m, target):
                    graph[m].add(target)
        return graph


def family(a, b):
    """Whether one of two modules is the other's direct parent: a module's root file
    (`mod.rs`) and its own files are one module, so their edges are composition, not
    layering. Siblings, cousins and everything else count."""
    return (len(a) + 1 == len(b) and b[:-1] == a) or (len(b) + 1 == len(a) and a[:-1] == b)


def circles(graph):
    """Strongly connected sets of more than one node (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    crate = Crate(sys.argv[1])
    graph = crate.edges()
    name = lambda m: crate.mods[m]
    if "--edges" in sys.argv:
        for a in sorted(graph):
            for b in sorted(graph[a]):
                print(f"{name(a)} -> {name(b)}")
    found = circles(graph)
    for comp in found:
        print("circle: " + ", ".join(name(m) for m in comp))
    print(f"files: {len(graph)}, edges: {sum(len(v) for v in graph.values())}, circles: {len(found)}")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
