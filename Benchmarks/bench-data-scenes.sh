#!/usr/bin/env bash
# Compiles scenes whose data comes from files to SVG, against the same data written inline in
# YAML: wall time (best of RUNS) and peak memory (/usr/bin/time -v) of `mapc compile`.
#
#   track-gpx      polyline: {source: track.gpx}   N track points (GPX 1.1, times and elevations)
#   track-csv      polyline: {source: track.csv}   the same points as headerless latitude,longitude rows
#   track-inline   polyline: [[lat, lon], ...]     the same points written in the scene
#   places-csv     from: places.csv                N rows (name,lat,lon), titled and clustered
#   places-inline  annotations: [...]              the same N annotations written in the scene
#
# A scene whose file the mapc at hand cannot read is reported as such and skipped. Files go to
# $MAPC_BENCH_DIR (default ${TMPDIR:-/tmp}/mapc-bench-data); never part of `swift test`.
#
# Usage: Benchmarks/bench-data-scenes.sh [MAPC [N [RUNS]]]   (default .build/release/mapc, 100000, 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
mapc=${1:-$root/.build/release/mapc}
count=${2:-100000}
runs=${3:-3}
dir=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-data}
mkdir -p "$dir"
if [ ! -x "$mapc" ]; then
    (cd "$root" && swift build -c release >&2)
fi

python3 - "$dir" "$count" <<'PY'
import math, sys
folder, n = sys.argv[1], int(sys.argv[2])
# A smooth GPS-like walk, about 5 m between fixes, around Oslo; places scattered over Europe.
lat, lon, heading = 59.91, 10.75, 0.0
points = []
for i in range(n):
    heading += math.sin(i * 0.013) * 0.08 + math.sin(i * 0.0007) * 0.02
    lat += 0.000045 * math.cos(heading)
    lon += 0.00009 * math.sin(heading)
    points.append((round(lat, 6), round(lon, 6)))
places = [(round(36 + (i * 7919 % 10007) / 10007 * 34, 5), round(-10 + (i * 104729 % 10009) / 10009 * 50, 5)) for i in range(n)]
header = "mapscene: 1\ncanvas: {width: 1000, height: 800}\ncamera: {fit: all}\n"
with open(f"{folder}/track.gpx", "w") as f:
    f.write('<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="bench" xmlns="http://www.topografix.com/GPX/1/1">\n<trk><name>bench</name><trkseg>\n')
    for i, (a, b) in enumerate(points):
        f.write(f'<trkpt lat="{a}" lon="{b}"><ele>{20 + i % 50}</ele><time>2024-06-15T{i // 3600 % 24:02d}:{i // 60 % 60:02d}:{i % 60:02d}Z</time></trkpt>\n')
    f.write("</trkseg></trk>\n</gpx>\n")
with open(f"{folder}/track.csv", "w") as f:
    f.writelines(f"{a},{b}\n" for a, b in points)
with open(f"{folder}/track-gpx.yaml", "w") as f:
    f.write(header + "overlays:\n  - {id: track, polyline: {source: track.gpx}, stroke: red, width: 3}\n")
with open(f"{folder}/track-csv.yaml", "w") as f:
    f.write(header + "overlays:\n  - {id: track, polyline: {source: track.csv}, stroke: red, width: 3}\n")
with open(f"{folder}/track-inline.yaml", "w") as f:
    f.write(header + "overlays:\n  - id: track\n    stroke: red\n    width: 3\n    polyline: [" + ", ".join(f"[{a}, {b}]" for a, b in points) + "]\n")
with open(f"{folder}/places.csv", "w") as f:
    f.write("name,lat,lon\n")
    f.writelines(f"Place {i},{a},{b}\n" for i, (a, b) in enumerate(places))
with open(f"{folder}/places-csv.yaml", "w") as f:
    f.write(header + 'annotations:\n  - {id: p, from: places.csv, title: "{name}", cluster: places}\n')
with open(f"{folder}/places-inline.yaml", "w") as f:
    f.write(header + "annotations:\n")
    f.writelines(f"  - {{id: p.{i + 1}, coordinate: [{a}, {b}], title: Place {i}, cluster: places}}\n" for i, (a, b) in enumerate(places))
PY

printf '%-14s %10s %12s %12s\n' scene "file MB" "best wall s" "peak RSS MB"
for scene in track-gpx track-csv track-inline places-csv places-inline; do
    yaml="$dir/$scene.yaml"
    case $scene in
        track-gpx) data="$dir/track.gpx" ;;
        track-csv) data="$dir/track.csv" ;;
        places-csv) data="$dir/places.csv" ;;
        *) data="" ;;
    esac
    size=$(( $(stat -c %s "$yaml") + $( [ -n "$data" ] && stat -c %s "$data" || echo 0) ))
    if ! "$mapc" lint "$yaml" > "$dir/$scene.lint" 2>&1; then
        printf '%-14s %10.1f   skipped: %s\n' "$scene" "$(echo "$size / 1048576" | bc -l)" "$(grep -m1 -o 'error: .*' "$dir/$scene.lint" | cut -c1-70)"
        continue
    fi
    best=""
    rss=0
    for _ in $(seq "$runs"); do
        /usr/bin/time -v "$mapc" compile "$yaml" -o "$dir/$scene.svg" 2> "$dir/$scene.time" > /dev/null
        wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; print s }' "$dir/$scene.time")
        kb=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$dir/$scene.time")
        if [ -z "$best" ] || [ "$(echo "$wall < $best" | bc -l)" = 1 ]; then best=$wall; fi
        if [ "$kb" -gt "$rss" ]; then rss=$kb; fi
    done
    printf '%-14s %10.1f %12.2f %12.1f\n' "$scene" "$(echo "$size / 1048576" | bc -l)" "$best" "$(echo "$rss / 1024" | bc -l)"
done
