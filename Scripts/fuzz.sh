#!/usr/bin/env bash
# Builds the libFuzzer executable in Fuzzing/ (once; SwiftPM rebuilds only what changed) and runs
# one fuzz target for SECONDS, or every target one after the other with `all`. Prints per target
# the executions, executions per second, coverage (libFuzzer's cov: edges, ft: features) and
# findings; on a finding, the reproducer's path and its bytes in base64, and exits 1.
#
# Usage: Scripts/fuzz.sh TARGET|all [SECONDS]        (default 60 seconds)
#   targets: yaml dsl pipeline diagnostics fmt-convert csv gpx geojson kml mbtiles mbtiles-schema pmtiles mvt
#
# Each target keeps its corpus in $MAPC_FUZZ_DIR/TARGET/corpus (default .build/fuzz), so a run
# goes on from where the last one stopped; the seeds (Fuzzing/Seeds, the examples and the test
# fixtures) are copied in at each run. A finding is written to $MAPC_FUZZ_DIR/TARGET/findings; copy
# it into Tests/Fixtures/fuzz-regressions/TARGET once it is fixed. MAPC_FUZZ_KEEP_GOING=1 runs
# with -fork=1 and goes on past findings (for long runs); MAPC_FUZZ_RUNS=N stops a run after N
# inputs, if SECONDS have not passed first. Everything runs under nice -n 15, and an input's time
# is wall-clock time: on a busy machine a starved fuzzer can stop on a timeout no input caused
# (each reproducer then runs in milliseconds). MAPC_FUZZ_TIMEOUT=S raises the alarm to S seconds
# and logs every input that takes a second or more as "Slowest unit" instead.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
targets=(yaml dsl pipeline diagnostics fmt-convert csv gpx geojson kml mbtiles mbtiles-schema pmtiles mvt)
target=${1:-}
seconds=${2:-60}
if [ -z "$target" ] || { [ "$target" != all ] && [[ " ${targets[*]} " != *" $target "* ]]; }; then
    echo "usage: Scripts/fuzz.sh TARGET|all [SECONDS]" >&2
    echo "targets: ${targets[*]}" >&2
    exit 2
fi
work=${MAPC_FUZZ_DIR:-$root/.build/fuzz}

# gold cannot link AddressSanitizer's Swift objects here (an internal error); lld can.
build=(swift build --package-path Fuzzing -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld)
mkdir -p "$work"
echo "building the fuzz targets (release, -sanitize=fuzzer,address)"
# SwiftPM keeps the build plan it made of the library Fuzzing/ depends on by path: a source file
# added to the library since is missing from it, and the build fails. Then plan again, once.
if ! nice -n 15 "${build[@]}" >"$work/build.log" 2>&1 &&
   ! { rm -f "$root/Fuzzing/.build/release.yaml" "$root/Fuzzing/.build/release/description.json" &&
       nice -n 15 "${build[@]}" >"$work/build.log" 2>&1; }; then
    cat "$work/build.log" >&2
    exit 2
fi
grep -E 'Build complete' "$work/build.log" || true
fuzzer=$("${build[@]}" --show-bin-path)/MapcFuzz
[ -x "$fuzzer" ] || { echo "fuzz.sh: the build made no $fuzzer" >&2; exit 2; }

# What each target reads: its dictionary, the largest input, the seconds one input may take, and
# its seeds. An 8 KB scene compiles in well under a second in a release build; AddressSanitizer
# makes it two to three times slower, and diagnostics (lint in both syntaxes) and fmt-convert (up
# to six compiles) do more with each input.
settings() {
    local fixtures=Tests/MapSceneTests/Fixtures
    case $1 in
    yaml) echo "yaml 8192 1"; ls Examples/*.yaml Fuzzing/Seeds/yaml/* ;;
    dsl) echo "dsl 8192 1"; ls Examples/*.mapscene Fuzzing/Seeds/dsl/* ;;
    pipeline) echo "yaml 8192 2"; ls Examples/*.yaml Fuzzing/Seeds/yaml/* ;;
    diagnostics) echo "scene 8192 4"; ls Examples/*.yaml Examples/*.mapscene Fuzzing/Seeds/yaml/* Fuzzing/Seeds/dsl/* ;;
    fmt-convert) echo "scene 8192 8"; ls Examples/*.yaml Examples/*.mapscene Fuzzing/Seeds/yaml/* Fuzzing/Seeds/dsl/* ;;
    csv | gpx | geojson | kml)
        echo "$1 32768 2"
        find Fuzzing/Seeds/"$1" Examples/data "$fixtures/data" "$fixtures/rules" -name "*.$1" -size -32k ;;
    mbtiles | pmtiles)
        echo "none 65536 2"
        find "$fixtures/tiles" -name "*.$1" -size -64k ;;
    # Bytes that choose SQL fragments and values; a query may run to its one-second budget.
    mbtiles-schema) echo "none 256 4"; ls Fuzzing/Seeds/mbtiles-schema/* ;;
    mvt) echo "mvt 65536 2"; ls Fuzzing/Seeds/mvt/* ;;
    esac
}

# The dictionary file for NAME; `scene` is both scene dictionaries, `none` is none.
dictionary() {
    case $1 in
    none) ;;
    scene) cat Fuzzing/Dictionaries/yaml.dict Fuzzing/Dictionaries/dsl.dict >"$work/scene.dict"; echo "$work/scene.dict" ;;
    *) echo "$root/Fuzzing/Dictionaries/$1.dict" ;;
    esac
}

# The number in the last match of PATTERN in FILE, or nothing.
last() {
    { grep -oE "$1" "$2" || true; } | tail -1 | grep -oE '[0-9]+$' || true
}

status=0
summary=()
run() {
    local name=$1
    local config dict maxlen timeout seeds dir log started
    config=$(settings "$name")
    read -r dict maxlen timeout <<<"$(head -1 <<<"$config")"
    dir=$work/$name
    mkdir -p "$dir/corpus" "$dir/findings" "$dir/seeds"
    # Seeds go into one folder of their own, so the fuzzer writes new inputs only to corpus/.
    rm -f "$dir/seeds/"*
    tail -n +2 <<<"$config" | while read -r seed; do [ -n "$seed" ] && cp "$seed" "$dir/seeds/$(echo "$seed" | tr / _)"; done
    dict=$(dictionary "$dict")
    log=$dir/last-run.log
    started=$(date +%s)
    local options=(-max_total_time="$seconds" -max_len="$maxlen" -timeout="$timeout" -rss_limit_mb=4096
        -artifact_prefix="$dir/findings/" -print_final_stats=1 -detect_leaks=0)
    [ -n "$dict" ] && options+=(-dict="$dict")
    [ "${MAPC_FUZZ_KEEP_GOING:-0}" = 1 ] && options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
    [ -n "${MAPC_FUZZ_RUNS:-}" ] && options+=(-runs="$MAPC_FUZZ_RUNS")
    # A run beside other work: a larger alarm, and every input of a second or more still logged.
    [ -n "${MAPC_FUZZ_TIMEOUT:-}" ] && options+=(-timeout="$MAPC_FUZZ_TIMEOUT" -report_slow_units=1)
    local before
    before=$(ls "$dir/findings" | wc -l)
    echo "== $name: ${seconds} s, inputs up to $maxlen bytes, $timeout s each"
    set +e
    # Leak checking is off: the Swift runtime's caches read as leaks at exit.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 nice -n 15 "$fuzzer" "$name" "${options[@]}" "$dir/corpus" "$dir/seeds" >"$log" 2>&1
    local code=$?
    set -e
    local executions speed coverage features findings
    executions=$(last 'stat::number_of_executed_units: *[0-9]+' "$log")
    speed=$(last 'stat::average_exec_per_sec: *[0-9]+' "$log")
    # Fork mode, or a run stopped by a finding, prints no final stats: take the last status line.
    [ -n "$executions" ] || executions=$(last '^#[0-9]+' "$log")
    local elapsed=$(( $(date +%s) - started ))
    [ -n "$speed" ] || speed=$(( ${executions:-0} / (elapsed > 0 ? elapsed : 1) ))
    coverage=$(last 'cov: [0-9]+' "$log")
    features=$(last 'ft: [0-9]+' "$log")
    findings=$(( $(ls "$dir/findings" | wc -l) - before ))
    local line
    line=$(printf '%-12s %12s executions %8s exec/s  cov %6s  ft %7s  %d findings  (%d s)' "$name" "${executions:-?}" \
        "${speed:-?}" "${coverage:-?}" "${features:-?}" "$findings" "$elapsed")
    echo "$line"
    summary+=("$line")
    if [ "$findings" -gt 0 ] || [ "$code" -ne 0 ]; then
        status=1
        grep -E 'Fatal error|ERROR: |SUMMARY|property broken' "$log" | head -8 || true
        for finding in $(ls -t "$dir/findings" | head -n "$(( findings > 0 ? findings : 0 ))"); do
            echo "reproducer: $dir/findings/$finding ($(wc -c <"$dir/findings/$finding") bytes)"
            echo "base64: $(head -c 4096 "$dir/findings/$finding" | base64 -w0)"
            echo "rerun: SWIFT_BACKTRACE=enable=no $fuzzer $name $dir/findings/$finding"
        done
        [ "$findings" -gt 0 ] || tail -20 "$log"
    fi
}

if [ "$target" = all ]; then
    for name in "${targets[@]}"; do run "$name"; done
    echo "== summary"
    printf '%s\n' "${summary[@]}"
else
    run "$target"
fi
exit "$status"
