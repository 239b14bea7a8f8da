#!/usr/bin/env bash
# Benchmark of the terminal backend: a scene with one 1,000,000-vertex polyline drawn into
# 200 × 60 cells by a release build of mapc, and where the time goes.
#
#   Benchmarks/bench-term.sh [VERTICES] [RUNS]
#
# The scene is generated into a temporary folder (never committed): a smooth, deterministic
# random walk of VERTICES points (default 1000000) written inline in the YAML, and the same track
# as a CSV file for a second scene that reads it with `polyline: {source: ...}`. Each step is
# the best of RUNS runs (default 3), in CPU time (and wall-clock time):
#
#   floor         libyaml's own event parse of the YAML file (a small C program), no mapc
#   startup       mapc lint on a tiny scene: process start and the embedded world
#   parse+decode  mapc lint on the big scene with an error in its canvas: parsed and decoded,
#                 not compiled
#   +compile      mapc lint on the big scene: parsed, decoded and compiled to the render list
#   +lower        mapc compile --target term-commands: and lowered to cell space, written
#   +raster       mapc compile --target term: and rasterized into braille, written
#
# Differences between rows are what each stage costs. Timings are printed, never asserted.
# MAPC_BENCH_KEEP=1 keeps the generated files.
set -euo pipefail
cd "$(dirname "$0")/.."

vertices=${1:-1000000}
runs=${2:-3}
size=200x60
work=$(mktemp -d "${TMPDIR:-/tmp}/mapc-bench-term.XXXXXX")
# MAPC_BENCH_KEEP=1 keeps the generated scenes and outputs to look at.
if [ "${MAPC_BENCH_KEEP:-}" = 1 ]; then echo "keeping $work"; else trap 'rm -rf "$work"' EXIT; fi

echo "building mapc (release)..."
swift build -c release --product mapc >/dev/null
mapc=$(swift build -c release --show-bin-path)/mapc

echo "generating a scene with $vertices vertices in $work..."
python3 - "$vertices" "$work" <<'PY'
import math, random, sys
n, work = int(sys.argv[1]), sys.argv[2]
rng = random.Random(20240601)
lat, lon, heading = 37.7749, -122.4194, 0.0
rows = []
for i in range(n):
    heading += rng.gauss(0, 0.08)
    step = 0.000004 + 0.000002 * math.sin(i / 5000)
    lat += step * math.cos(heading)
    lon += step * math.sin(heading) / math.cos(math.radians(lat))
    # Stay within about 15 km of the start: turn back towards it when too far.
    if (lat - 37.7749) ** 2 + (lon + 122.4194) ** 2 > 0.012:
        heading = math.atan2(-122.4194 - lon, 37.7749 - lat) + rng.gauss(0, 0.3)
    rows.append(f"{lat:.6f},{lon:.6f}")
head = """mapscene: 1
title: A million points
canvas: {width: 1000, height: 600}
camera: {center: [37.7749, -122.4194], distance: 30km}
decorations: {scale: true}
"""
with open(f"{work}/track.csv", "w") as f:
    f.write("\n".join(rows) + "\n")
with open(f"{work}/inline.yaml", "w") as f:
    f.write(head + "overlays:\n  - id: track\n    stroke: \"#d33\"\n    width: 2\n    polyline: [")
    f.write(", ".join(f"[{r}]" for r in rows))
    f.write("]\n")
with open(f"{work}/invalid.yaml", "w") as f:
    with open(f"{work}/inline.yaml") as src:
        f.write(src.read().replace("canvas: {width: 1000,", "canvas: {width: -1000,", 1))
with open(f"{work}/csv.yaml", "w") as f:
    f.write(head + "overlays:\n  - id: track\n    stroke: \"#d33\"\n    width: 2\n    polyline: {source: track.csv}\n")
with open(f"{work}/tiny.yaml", "w") as f:
    f.write(head)
PY

cat > "$work/floor.c" <<'C'
#include <stdio.h>
#include <yaml.h>
int main(int argc, char **argv) {
    FILE *file = fopen(argv[1], "rb");
    if (!file) return 2;
    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) return 1;
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    printf("%ld events\n", events);
    return 0;
}
C
cc -O2 -o "$work/floor" "$work/floor.c" $(pkg-config --cflags --libs yaml-0.1)

# measure COMMAND...: "CPU WALL", the least CPU time (user + system) and the least wall-clock
# time of $runs runs, in milliseconds. CPU time is what the stages are compared by: other work
# on the machine stretches wall-clock time far more than it does CPU time.
measure() {
    python3 - "$runs" "$@" <<'PY'
import resource, subprocess, sys, time
runs, command = int(sys.argv[1]), sys.argv[2:]
cpu, wall = [], []
for _ in range(runs):
    before, start = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after, end = resource.getrusage(resource.RUSAGE_CHILDREN), time.perf_counter()
    cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    wall.append(end - start)
print(round(min(cpu) * 1000), round(min(wall) * 1000))
PY
}

yaml_bytes=$(wc -c <"$work/inline.yaml")
csv_bytes=$(wc -c <"$work/track.csv")
printf '\nscene: %d vertices, YAML %s MB, CSV %s MB; drawing %s cells, best of %d runs\n\n' \
    "$vertices" "$(awk "BEGIN { printf \"%.1f\", $yaml_bytes / 1e6 }")" "$(awk "BEGIN { printf \"%.1f\", $csv_bytes / 1e6 }")" "$size" "$runs"

read -r floor floor_wall < <(measure "$work/floor" "$work/inline.yaml")
read -r startup startup_wall < <(measure "$mapc" lint "$work/tiny.yaml")
read -r decode decode_wall < <(measure "$mapc" lint "$work/invalid.yaml")
read -r compile compile_wall < <(measure "$mapc" lint "$work/inline.yaml")
read -r lower lower_wall < <(measure "$mapc" compile "$work/inline.yaml" --target term-commands --size "$size" -o -)
read -r raster raster_wall < <(measure "$mapc" compile "$work/inline.yaml" --target term --size "$size" -o -)
read -r csvlint csvlint_wall < <(measure "$mapc" lint "$work/csv.yaml")
read -r csv csv_wall < <(measure "$mapc" compile "$work/csv.yaml" --target term --size "$size" -o -)

row() { printf '%-48s %8s %8s %10s\n' "$@"; }
row "step" "cpu ms" "wall ms" "stage cpu"
row "floor: libyaml event parse of the YAML (C)" "$floor" "$floor_wall" ""
row "startup: mapc lint tiny.yaml" "$startup" "$startup_wall" ""
row "parse+decode: mapc lint (scene with an error)" "$decode" "$decode_wall" "$((decode - startup))"
row "+compile: mapc lint" "$compile" "$compile_wall" "$((compile - decode))"
row "+lower: compile --target term-commands" "$lower" "$lower_wall" "$((lower - compile))"
row "+lower+raster: compile --target term" "$raster" "$raster_wall" "$((raster - compile))"
echo
row "CSV source: mapc lint" "$csvlint" "$csvlint_wall" ""
row "CSV source: compile --target term" "$csv" "$csv_wall" "$((csv - csvlint))"

"$mapc" compile "$work/inline.yaml" --target term --size "$size" -o "$work/out.ans" >/dev/null
"$mapc" compile "$work/inline.yaml" --target term-commands --size "$size" -o "$work/out.term" >/dev/null
"$mapc" compile "$work/inline.yaml" --target term --size "$size" --color always -o - 2>/dev/null >"$work/out-color.ans" || true
printf '\noutput: term %d bytes (%d with 16 colors), term-commands %d bytes (%d lines)\n' \
    "$(wc -c <"$work/out.ans")" "$(wc -c <"$work/out-color.ans")" "$(wc -c <"$work/out.term")" "$(wc -l <"$work/out.term")"
