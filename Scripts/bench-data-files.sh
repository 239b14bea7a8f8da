#!/usr/bin/env bash
# Times reading a 100,000-point GPX track and a 100,000-row CSV of places with DataFileReader
# (release build) and measures the peak memory of one read with /usr/bin/time -v. The files are
# written by Scripts/generate-data-files.py. Builds a scratch package outside the repository
# whose MapScene target is a symbolic link to this one's, compiled with testing enabled so the
# benchmark can reach the internal reader. Never part of `swift test`; timings are for reading,
# not asserting.
#
# Usage: Scripts/bench-data-files.sh [POINTS [RUNS]]     (default 100000 points, 5 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
count=${1:-100000}
runs=${2:-5}
scratch=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-data-files}
mkdir -p "$scratch/Sources/Bench" "$scratch/data"
for target in MapScene CYAML CZlib CSQLite; do
    ln -sfn "$root/Sources/$target" "$scratch/Sources/$target"
done
cp "$root/Scripts/bench-data-files.swift" "$scratch/Sources/Bench/main.swift"
cat > "$scratch/Package.swift" <<'SWIFT'
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bench",
    targets: [
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1"),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib"),
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3"),
        .target(name: "MapScene", dependencies: ["CYAML", "CZlib", "CSQLite"], resources: [.copy("Resources/world.bin")]),
        .executableTarget(name: "Bench", dependencies: ["MapScene"]),
    ]
)
SWIFT
swift build -c release -Xswiftc -enable-testing --package-path "$scratch" >&2
"$root/Scripts/generate-data-files.py" "$scratch/data" "$count"
bench="$scratch/.build/release/Bench"
for file in "$scratch/data/track-$count.gpx" "$scratch/data/places-$count.csv"; do
    echo "$(basename "$file"): $(du -h "$file" | cut -f1)"
    "$bench" "$file" "$runs"
    /usr/bin/time -v "$bench" "$file" 1 2>&1 >/dev/null | sed -n 's/^\tMaximum resident set size (kbytes): /peak memory of one read (kB): /p'
done
