#!/usr/bin/env bash
# Where a compile spends its time: records one `mapc` run of the release build with perf
# (DWARF call graphs) and prints the share of samples in each pipeline stage (inclusive) and
# the functions with the most samples of their own (self), demangled.
#
# Usage: Benchmarks/profile.sh SCENE.yaml [MAPC ARGS...]
#   MAPC ARGS default to: compile SCENE -o $MAPC_BENCH_DIR/out/profile.svg
#   e.g. Benchmarks/profile.sh /tmp/mapc-bench/scenes/polyline-1000000.yaml
#        Benchmarks/profile.sh scene.yaml compile scene.yaml --target renderlist -o /tmp/x.json
#
# Needs perf (apt-get install -y linux-perf) and a release build (swift build -c release).
# The perf data and the folded stacks stay in $MAPC_BENCH_DIR (default ${TMPDIR:-/tmp}/mapc-bench).
set -euo pipefail

[ $# -ge 1 ] || { sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }
root=$(cd "$(dirname "$0")/.." && pwd)
work=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench}
mkdir -p "$work/out" "$work/profile"
mapc=${MAPC_BIN:-$(cd "$root" && swift build -c release --show-bin-path)/mapc}
scene=$1; shift
if [ $# -eq 0 ]; then set -- compile "$scene" -o "$work/out/profile.svg"; fi
name=$(basename "$scene" .yaml)-$1
data=$work/profile/$name.data

perf record -q -F ${MAPC_PROFILE_HZ:-499} --call-graph dwarf,16384 -o "$data" "$mapc" "$@" >/dev/null
perf script -i "$data" 2>/dev/null | swift demangle --simplified > "$work/profile/$name.stacks"

python3 - "$work/profile/$name.stacks" <<'PY'
import re, sys

# perf script: a header line per sample, then one frame a line (leaf first), then a blank line.
samples, frames = [], []
for line in open(sys.argv[1], errors="replace"):
    if line.startswith(("\t", " ")) and line.strip():
        text = line.strip().split(" ", 1)
        if len(text) == 2:
            name, _, dso = text[1].rpartition(" (")
            if name.startswith("[unknown]"):
                # No symbol: name the library it is in.
                name = "[unknown in " + dso.rstrip(")").rsplit("/", 1)[-1] + "]"
            frames.append(re.sub(r"\+0x[0-9a-f]+$", "", name))
    elif not line.strip():
        if frames:
            samples.append(frames)
        frames = []
if frames:
    samples.append(frames)
total = len(samples)

stages = [
    ("parse: libyaml events → syntax tree", "YAMLReader.read"),
    ("↳ tree building", "YAMLTreeBuilder.add"),
    ("libyaml and its events copied into batches (its own thread from 256 KiB)", "YAMLParser.parse(into:limit:)"),
    ("decode: syntax tree → Scene", "SceneDecoder.decode"),
    ("↳ numbers (Scalar.number → strtod)", "Scalar.number"),
    ("↳ id and reference checks", "IdentifierTable.check"),
    ("resolve data files", "SceneResolver.resolve"),
    ("compile: Scene → RenderList", "SceneCompiler.compile"),
    ("↳ annotation layout", "AnnotationLayout.layout"),
    ("↳ overlay ordering", "OverlayOrdering.order"),
    ("↳ overlay projection, clipping, simplification", "OverlayGeometry.project"),
    ("↳ the render-list sort", "closure #1 in static SceneCompiler.compile"),
    ("SVG backend", "SVGBackend.render"),
    ("↳ XML escaping", "XMLEscaping.escape"),
    ("render-list JSON", "canonicalJSON"),
    ("write the output file", "writeAtomically"),
    ("page faults (kernel)", "exc_page_fault"),
]
print(f"{total} samples\n")
print("| stage | share of samples |")
print("|---|---:|")
for label, pattern in stages:
    n = sum(1 for s in samples if any(pattern in f for f in s))
    if n:
        print(f"| {label} | {100 * n / total:.1f}% |")

libyaml = sum(1 for s in samples if s[0].startswith(("yaml_", "[unknown in libyaml")))
print(f"| libyaml's own code (self, the floor's work) | {100 * libyaml / total:.1f}% |")
strtod = sum(1 for s in samples if any("strtod" in f for f in s))
if strtod:
    print(f"| strtod (number parsing) | {100 * strtod / total:.1f}% |")

self_counts = {}
for s in samples:
    self_counts[s[0]] = self_counts.get(s[0], 0) + 1
print("\n| function (self) | share |")
print("|---|---:|")
for name, n in sorted(self_counts.items(), key=lambda kv: -kv[1])[:15]:
    print(f"| `{name[:110]}` | {100 * n / total:.1f}% |")
PY
