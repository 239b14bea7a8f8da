#!/usr/bin/env bash
# Benchmark of `mapc lint` over a folder of 1,000 scene files, as CI runs it: total wall time
# (hyperfine, best and mean of RUNS), files per second, and peak memory (/usr/bin/time -v).
#
#   Benchmarks/bench-lint.sh [MAPC [FILES [RUNS]]]   (default: a release build, 1000, 5)
#
# The scenes are generated into a temporary folder (never committed), deterministically: copies
# of every example under Examples/, in both syntaxes in turn (YAML and .mapscene), each with
# its coordinates moved by a few tens of meters and its titles numbered, beside a copy of the
# examples' data and images folders so that the files they name are there. `mapc lint FOLDER`
# checks the files one after another (as of this script; it has no --jobs): the figure is the
# serial cost. Timings are printed, never asserted. MAPC_BENCH_KEEP=1 keeps the folder.
set -euo pipefail
cd "$(dirname "$0")/.."

mapc=${1:-}
count=${2:-1000}
runs=${3:-5}
if [ -z "$mapc" ]; then
    echo "building mapc (release)..." >&2
    swift build -c release --product mapc >/dev/null
    mapc=$(swift build -c release --show-bin-path)/mapc
fi
work=$(mktemp -d "${TMPDIR:-/tmp}/mapc-bench-lint.XXXXXX")
if [ "${MAPC_BENCH_KEEP:-}" = 1 ]; then echo "keeping $work" >&2; else trap 'rm -rf "$work"' EXIT; fi
scenes="$work/scenes"
mkdir -p "$scenes"
cp -R Examples/data Examples/images "$scenes/"

python3 - Examples "$scenes" "$count" <<'PY'
import os, re, sys
examples, folder, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
names = sorted(n[:-5] for n in os.listdir(examples) if n.endswith(".yaml"))
sources = [(name, ext) for ext in ("yaml", "mapscene") for name in names]
# A number with at least four decimals: a latitude or a longitude in the examples.
coordinate = re.compile(r"(?<![\w.#])(-?\d{1,3}\.\d{4,})(?![\w.])")
yaml_title = re.compile(r'^(\s*-?\s*(?:title|subtitle):\s*)(.*?)\s*$', re.M)
dsl_title = re.compile(r'^(\s*(?:title|subtitle)\s+")((?:[^"\\]|\\.)*)(")', re.M)
for i in range(count):
    name, ext = sources[i % len(sources)]
    with open(f"{examples}/{name}.{ext}", encoding="utf-8") as f:
        text = f.read()
    # Up to about ±0.0005° (some 50 m), the same for every coordinate of one copy.
    shift = ((i * 7919) % 1001 - 500) * 1e-6
    def moved(match):
        value = float(match.group(1))
        return f"{value + shift:.{len(match.group(1).split('.')[1])}f}" if abs(value + shift) <= 90 or abs(value) > 90 else match.group(1)
    text = coordinate.sub(moved, text)
    if ext == "yaml":
        def numbered(match):
            value = match.group(2)
            if value.startswith('"') and value.endswith('"'):
                return f'{match.group(1)}{value[:-1]} ({i + 1})"'
            if value.startswith("'") or value.startswith("|") or value.startswith(">") or not value:
                return match.group(0)
            return f"{match.group(1)}{value} ({i + 1})"
        text = yaml_title.sub(numbered, text)
    else:
        text = dsl_title.sub(lambda m: f"{m.group(1)}{m.group(2)} ({i + 1}){m.group(3)}", text)
    with open(f"{folder}/{i + 1:04d}-{name}.{ext}", "w", encoding="utf-8") as f:
        f.write(text)
PY

files=$(find "$scenes" -maxdepth 1 \( -name '*.yaml' -o -name '*.mapscene' \) | wc -l)
# What one lint finds: every copy should lint as its example does (warnings allowed, no errors).
status=0
"$mapc" lint --format json "$scenes" > "$work/lint.json" 2>"$work/lint.err" || status=$?
errors=$(grep -c '"severity" *: *"error"' "$work/lint.json" || true)
warnings=$(grep -c '"severity" *: *"warning"' "$work/lint.json" || true)
echo "mapc:      $mapc"
echo "scenes:    $files files, $(du -sk "$scenes" | cut -f1) KB with data ($(( $(find "$scenes" -maxdepth 1 -name '*.yaml' | wc -l) )) YAML, $(find "$scenes" -maxdepth 1 -name '*.mapscene' | wc -l) DSL)"
echo "findings:  $errors errors, $warnings warnings (exit $status)"
if [ "$errors" -gt 0 ]; then head -c 2000 "$work/lint.json"; echo; fi

hyperfine --style basic --runs "$runs" --warmup 1 -i --export-json "$work/hyperfine.json" \
    "$mapc lint $scenes" >&2
read -r mean best < <(python3 -c "import json,sys; r=json.load(open(sys.argv[1]))['results'][0]; print(r['mean'], r['min'])" "$work/hyperfine.json")
/usr/bin/time -v "$mapc" lint "$scenes" > /dev/null 2> "$work/time.txt" || true
rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/time.txt")
cpu=$(awk -F': ' '/User time/ { u = $2 } /System time/ { s = $2 } END { print u + s }' "$work/time.txt")
printf 'lint:      mean %.2f s, best %.2f s over %d runs\n' "$mean" "$best" "$runs"
printf 'rate:      %.0f files/s (mean), %.0f files/s (best)\n' "$(echo "$files / $mean" | bc -l)" "$(echo "$files / $best" | bc -l)"
printf 'cpu:       %.2f s user+system in one run (serial: about one core)\n' "$cpu"
printf 'memory:    %.1f MB peak resident\n' "$(echo "$rss / 1024" | bc -l)"
