#!/usr/bin/env bash
# Compile time of every bundled example by a release build of mapc, with its basemap and without
# it (the same scene with `map: {type: none}`, so nothing is drawn under the overlays), and the
# size of the embedded world resource.
#
#   Benchmarks/bench-examples.sh [RUNS]
#
# Each time is hyperfine's mean of RUNS runs (default 5) after one warm-up, in CPU time (user +
# system, steadier than wall clock on a shared machine), writing the SVG to a temporary folder. The scenes without a basemap are written beside the examples
# as hidden files (their data paths lead from there) and removed at the end. Raster tiles are
# read from the examples' own folders; nothing is fetched. Timings are printed, never asserted.
set -euo pipefail
cd "$(dirname "$0")/.."

runs=${1:-5}
command -v hyperfine >/dev/null || { echo "needs hyperfine" >&2; exit 2; }
swift build -c release --product mapc >/dev/null
mapc=$(swift build -c release --show-bin-path)/mapc
work=$(mktemp -d "${TMPDIR:-/tmp}/mapc-bench-examples.XXXXXX")
trap 'rm -rf "$work"; rm -f Examples/.bench-none-*.yaml' EXIT

# The same scene without its basemap: map type none, no basemap entries.
python3 - <<'PY'
import glob, os, yaml
for path in sorted(glob.glob("Examples/*.yaml")):
    scene = yaml.safe_load(open(path, encoding="utf-8"))
    scene["map"] = {"type": "none"}
    out = os.path.join("Examples", ".bench-none-" + os.path.basename(path))
    with open(out, "w", encoding="utf-8") as f:
        yaml.safe_dump(scene, f, allow_unicode=True, sort_keys=False)
PY

mean() {  # mean CPU seconds of compiling $1
    hyperfine --runs "$runs" --warmup 1 --export-json "$work/h.json" "$mapc compile $1 -o $work/out.svg" >/dev/null 2>&1 \
        || { echo "failed"; return; }
    python3 -c "import json; r = json.load(open('$work/h.json'))['results'][0]; print('%.3f' % (r['user'] + r['system']))"
}

printf '%-18s %12s %12s %10s\n' example "basemap (s)" "none (s)" "SVG (KB)"
for path in Examples/*.yaml; do
    name=$(basename "$path" .yaml)
    with=$(mean "$path")
    size=$(( $(wc -c < "$work/out.svg") / 1024 ))
    without=$(mean "Examples/.bench-none-$name.yaml")
    printf '%-18s %12s %12s %10s\n' "$name" "$with" "$without" "$size"
done
echo
echo "embedded world resource: $(wc -c < Sources/MapSceneResolve/Resources/world.bin) bytes ($(du -h Sources/MapSceneResolve/Resources/world.bin | cut -f1))"
echo "mapc release binary: $(wc -c < "$mapc") bytes"
