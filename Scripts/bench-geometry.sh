#!/usr/bin/env bash
# Times clipping and simplification of a 1M-point line (release build) and prints the output
# point counts. Builds a scratch package outside the repository that depends on this one by
# path (so it always has the same targets), compiled with testing enabled so the benchmark can
# reach the internal geometry functions. Never part of `swift test`; timings are for reading, not asserting.
#
# Usage: Scripts/bench-geometry.sh [POINTS [RUNS]]     (default 1000000 points, 7 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-geometry}
rm -f "$scratch/Sources/MapScene" "$scratch/Sources/CYAML"  # left by the older layout
mkdir -p "$scratch/Sources/Bench"
cp "$root/Scripts/bench-geometry.swift" "$scratch/Sources/Bench/main.swift"
cat > "$scratch/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "bench",
    dependencies: [.package(name: "mapc", path: "$root")],
    targets: [
        .executableTarget(name: "Bench", dependencies: [.product(name: "MapScene", package: "mapc")]),
    ]
)
SWIFT
swift build -c release -Xswiftc -enable-testing --package-path "$scratch" >&2
"$scratch/.build/release/Bench" "$@"
