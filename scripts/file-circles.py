#!/usr/bin/env python3
"""File-level import circles of a Rust crate's src/, or of one folder of it.

Usage: python3 scripts/file-circles.py SRC_DIR [FOLDER] [--edges]
e.g.   python3 scripts/file-circles.py crates/mechanics/src dcss/ranged

For each .rs file, the files whose modules it names through `use` (grouped imports
expanded) and inline `crate::`/`super::`/`self::` paths, each path resolved to the deepest
module file it reaches (a `mod.rs` counts as a file like any other, so a parent that
re-exports a child which imports the parent is a circle). Test modules (`#[cfg(test)]` to
the end of a file), comments and string literals are left out. Prints each circle (a
strongly connected set of more than one file) that touches FOLDER, with --edges every
edge from FOLDER, and exits 1 when there is a circle. Standard library only."""
import os, re, sys

def strip(text):
    text = re.split(r"\n#\[cfg\(test\)\]", text)[0]
    out = []
    for line in text.splitlines():
        s = line.strip()
        if s.startswith("//"):
            continue
        out.append(re.sub(r"//.*$", "", line))
    text = "\n".join(out)
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', text)

def module_path(rel):
    parts = rel[:-3].split(os.sep)
    if parts[-1] in ("mod", "lib", "main"):
        parts = parts[:-1]
    return parts

def expand_use(body):
    """`a::{b, c::{d, e}}` -> ['a::b', 'a::c::d', 'a::c::e']."""
    body = re.sub(r"\s+", "", body)
    def go(prefix, s):
        m = re.match(r"^(.*?)\{(.*)\}$", s)
        if not m:
            return [prefix + s]
        head, inner = m.group(1), m.group(2)
        items, depth, cur = [], 0, ""
        for ch in inner:
            if ch == "{": depth += 1
            if ch == "}": depth -= 1
            if ch == "," and depth == 0:
                items.append(cur); cur = ""
            else:
                cur += ch
        if cur: items.append(cur)
        out = []
        for it in items:
            out += go(prefix + head, it)
        return out
    return go("", body)

def graph(src):
    files = {}
    for root, _, names in os.walk(src):
        for f in names:
            if f.endswith(".rs"):
                rel = os.path.relpath(os.path.join(root, f), src)
                files[tuple(module_path(rel))] = rel
    edges = {}
    for mod, rel in files.items():
        text = strip(open(os.path.join(src, rel), encoding="utf-8").read())
        paths = []
        for body in re.findall(r"\buse\s+([^;]+);", text):
            paths += [p.split(" as ")[0] for p in expand_use(body)]
        paths += re.findall(r"\b((?:crate|super|self)(?:::\w+)+)", text)
        targets = set()
        for p in paths:
            segs = [s for s in p.split("::") if s]
            if not segs:
                continue
            if segs[0] == "crate":
                base, segs = [], segs[1:]
            elif segs[0] in ("super", "self"):
                base = list(mod)
                while segs and segs[0] in ("super", "self"):
                    if segs[0] == "super":
                        base = base[:-1]
                    segs = segs[1:]
            else:
                # a path from a name `use`d or declared here: `child::X` of `mod child;`
                if (*mod, segs[0]) in files:
                    base = list(mod)
                else:
                    continue
            best = tuple(base)
            cur = list(base)
            for s in segs:
                cur.append(s)
                if tuple(cur) in files:
                    best = tuple(cur)
                else:
                    break
            if best in files and best != mod:
                targets.add(files[best])
        edges[rel] = targets
    return edges

def sccs(edges):
    index, low, stack, on, out, i = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(10000)
    def visit(v):
        index[v] = low[v] = i[0]; i[0] += 1; stack.append(v); on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w); low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop(); on.discard(w); comp.append(w)
                if w == v: break
            out.append(sorted(comp))
    for v in sorted(edges):
        if v not in index: visit(v)
    return [c for c in out if len(c) > 1]

if __name__ == "__main__":
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    src = args[0]
    folder = args[1] if len(args) > 1 else ""
    edges = graph(src)
    if "--edges" in sys.argv:
        for a in sorted(edges):
            if a.startswith(folder):
                print(f"{a} -> {', '.join(sorted(edges[a]))}")
    circles = [c for c in sccs(edges) if any(f.startswith(folder) for f in c)]
    for c in circles:
        print(f"circle of {len(c)}: {' '.join(c)}")
    print(f"circles: {len(circles)}")
    sys.exit(1 if circles else 0)
