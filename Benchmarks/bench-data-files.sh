#!/usr/bin/env bash
# Times reading a 100,000-point GPX track and a 100,000-row CSV of places with DataFileReader
# (release build) and measures the peak memory of one read with /usr/bin/time -v. The files are
# written by Benchmarks/generate-data-files.py. Built by bench-package.sh with testing enabled, so
# the benchmark can reach the internal reader. Never part of `swift test`; timings are for
# reading, not asserting.
#
# Usage: Benchmarks/bench-data-files.sh [POINTS [RUNS]]     (default 100000 points, 5 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-100000}
runs=${2:-5}
scratch=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-data-files}
mkdir -p "$scratch/data"
. "$root/Benchmarks/bench-package.sh"
bench=$(bench_build "$scratch" "$root/Benchmarks/bench-data-files.swift")
"$root/Benchmarks/generate-data-files.py" "$scratch/data" "$count"
for file in "$scratch/data/track-$count.gpx" "$scratch/data/places-$count.csv"; do
    echo "$(basename "$file"): $(du -h "$file" | cut -f1)"
    "$bench" "$file" "$runs"
    /usr/bin/time -v "$bench" "$file" 1 2>&1 >/dev/null | sed -n 's/^\tMaximum resident set size (kbytes): /peak memory of one read (kB): /p'
done
