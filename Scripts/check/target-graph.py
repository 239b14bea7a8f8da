#!/usr/bin/env python3
"""Prints the package's target graph, lowest layer first, from `swift package describe`.

    Scripts/check/target-graph.py           # print it
    Scripts/check/target-graph.py --write   # put it in Docs/architecture.md, between its markers
    Scripts/check/target-graph.py --check   # exit 1 when Docs/architecture.md shows another graph

Each target is listed after everything it depends on, with its depth (the longest chain of
dependencies below it) and what it depends on. A cycle is an error.
"""
import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent.parent
DOC = ROOT / "Docs" / "architecture.md"
BEGIN, END = "<!-- target-graph begin -->", "<!-- target-graph end -->"


def graph():
    described = json.loads(subprocess.run(
        ["swift", "package", "describe", "--type", "json"], cwd=ROOT, check=True, capture_output=True, text=True).stdout)
    targets = {t["name"]: (t["type"], sorted(t.get("target_dependencies", [])) + sorted(t.get("product_dependencies", [])))
               for t in described["targets"]}
    depth, visiting = {}, set()

    def measure(name):
        if name not in targets:
            return 0  # a product of another package
        if name in depth:
            return depth[name]
        if name in visiting:
            sys.exit(f"target-graph: a cycle through {name}")
        visiting.add(name)
        depth[name] = 1 + max((measure(d) for d in targets[name][1]), default=-1)
        visiting.discard(name)
        return depth[name]

    for name in targets:
        measure(name)
    lines = []
    for name in sorted(targets, key=lambda n: (depth[n], n)):
        kind, dependencies = targets[name]
        lines.append(f"{depth[name]}  {name} ({kind})" + (f" <- {', '.join(dependencies)}" if dependencies else ""))
    return "\n".join(lines)


def main():
    text = graph()
    if len(sys.argv) == 1:
        print(text)
        return
    document = DOC.read_text()
    start, end = document.index(BEGIN) + len(BEGIN), document.index(END)
    block = f"\n```\n{text}\n```\n"
    if sys.argv[1] == "--write":
        DOC.write_text(document[:start] + block + document[end:])
    elif sys.argv[1] == "--check":
        if document[start:end] != block:
            sys.exit("target-graph: Docs/architecture.md shows another target graph; run Scripts/check/target-graph.py --write")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
