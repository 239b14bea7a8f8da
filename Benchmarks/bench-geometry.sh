#!/usr/bin/env bash
# Times clipping and simplification of a 1M-point line (release build) and prints the output
# point counts. Built by bench-package.sh with testing enabled, so the benchmark can reach the
# internal geometry functions. Never part of `swift test`; timings are for reading, not asserting.
#
# Usage: Benchmarks/bench-geometry.sh [POINTS [RUNS]]     (default 1000000 points, 7 runs)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
scratch=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench-geometry}
. "$root/Benchmarks/bench-package.sh"
bench=$(bench_build "$scratch" "$root/Benchmarks/bench-geometry.swift")
"$bench" "$@"
