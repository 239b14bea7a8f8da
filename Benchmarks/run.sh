#!/usr/bin/env bash
# mapc's benchmark: builds release (with the Swift runtime and Foundation linked in,
# --static-swift-stdlib, as the README recommends for installing), generates scenes, times libyaml's floor, `mapc lint`,
# `mapc compile` (SVG and --target renderlist) and the py-staticmaps peer, and prints a
# Markdown table. Run by hand or in a benchmark job; never part of `swift test`.
#
# Usage: Benchmarks/run.sh [--sizes "1000 10000 100000 1000000"] [--kinds "annotations polyline"]
#                          [--peer-max 100000] [--runs N] [--quick] [--no-build] [--before MAPC]
#   --sizes     feature counts (default 1k, 10k, 100k, 1M)
#   --kinds     scene kinds from generate-scene.py (default annotations and polyline)
#   --peer-max  largest N the peer is run at (default 100000; 0 skips the peer): py-staticmaps
#               takes minutes per run beyond that
#   --runs      timed runs per command (default: 10 up to 10k features, 5 at 100k, 3 above)
#   --quick     sizes 1000 and 10000, 3 runs: a smoke test of the kit
#   --no-build  use the release binary already built
#   --before    another mapc binary (e.g. a release build of main before a change), timed on
#               the same scenes in the same run, right after this one, command by command: the
#               table then has a "before" and an "after" part
#   --dsl-before-max  the largest N whose DSL twin the --before binary compiles (default 10000)
#
# Scratch files (scenes, outputs, raw timings) go to $MAPC_BENCH_DIR, by default
# ${TMPDIR:-/tmp}/mapc-bench; nothing is written into the repository. The table is also saved
# there as results.md.
#
# Needs: swift, gcc and libyaml-dev, python3. Uses hyperfine when installed (else the best of a
# repeat loop), /usr/bin/time for peak RSS (apt-get install -y hyperfine time), and
# py-staticmaps with PyYAML for the peer (pip install py-staticmaps pyyaml).
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
bench=$root/Benchmarks
work=${MAPC_BENCH_DIR:-${TMPDIR:-/tmp}/mapc-bench}
sizes="1000 10000 100000 1000000"
kinds="annotations polyline"
peer_max=100000
runs=""
build=1
before=""
dsl_before_max=10000

while [ $# -gt 0 ]; do
  case $1 in
    --sizes) sizes=$2; shift 2 ;;
    --kinds) kinds=$2; shift 2 ;;
    --peer-max) peer_max=$2; shift 2 ;;
    --runs) runs=$2; shift 2 ;;
    --quick) sizes="1000 10000"; runs=3; shift ;;
    --no-build) build=0; shift ;;
    --before) before=$2; shift 2 ;;
    --dsl-before-max) dsl_before_max=$2; shift 2 ;;
    -h|--help) sed -n '2,29p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "run.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

mkdir -p "$work/scenes" "$work/out" "$work/raw"
log() { echo "bench: $*" >&2; }

# --- build ---------------------------------------------------------------------------------
if [ "$build" = 1 ]; then
  log "swift build -c release --static-swift-stdlib"
  (cd "$root" && swift build -c release --static-swift-stdlib >&2)
fi
mapc=$(cd "$root" && swift build -c release --static-swift-stdlib --show-bin-path)/mapc
[ -x "$mapc" ] || { echo "run.sh: no release mapc at $mapc" >&2; exit 2; }
floor=$work/yaml-floor
gcc -O2 -o "$floor" "$bench/yaml-floor.c" -lyaml
# What fresh memory costs on this machine, before the timings and after them: a compile writes
# far more of it than the floor, so the table holds only in the regime it was taken in.
fresh=$work/fresh-memory
gcc -O2 -o "$fresh" "$bench/fresh-memory.c"
"$fresh" > "$work/fresh-memory.txt"

have_hyperfine=0; command -v hyperfine >/dev/null && have_hyperfine=1
have_time=0; [ -x /usr/bin/time ] && /usr/bin/time -v true >/dev/null 2>&1 && have_time=1
have_peer=0; python3 -c 'import staticmaps, yaml' 2>/dev/null && have_peer=1
[ "$have_hyperfine" = 1 ] || log "hyperfine not found: taking the best of a repeat loop"
[ "$have_time" = 1 ] || log "/usr/bin/time not found: no peak RSS"
[ "$have_peer" = 1 ] || { log "py-staticmaps or PyYAML not found: no peer"; peer_max=0; }

runs_for() {
  if [ -n "$runs" ]; then echo "$runs"; elif [ "$1" -le 10000 ]; then echo 10; elif [ "$1" -le 100000 ]; then echo 5; else echo 3; fi
}

# time_best NAME RUNS COMMAND: the best (minimum) wall time of RUNS runs, in seconds, after one
# warm-up run; the raw numbers are kept under raw/.
time_best() {
  local name=$1 n=$2 cmd=$3
  if [ "$have_hyperfine" = 1 ]; then
    # -N: no intermediate shell, so even millisecond runs are measured without its start-up.
    hyperfine -N --style none --warmup 1 --runs "$n" --export-json "$work/raw/$name.json" "$cmd" >/dev/null 2>>"$work/raw/hyperfine.log"
    python3 -c 'import json,sys; r=json.load(open(sys.argv[1]))["results"][0]; print("%.6f %.6f" % (min(r["times"]), r["median"]))' "$work/raw/$name.json"
  else
    local best="" all=() t0 t1
    bash -c "$cmd" >/dev/null
    for _ in $(seq "$n"); do
      t0=$(date +%s%N); bash -c "$cmd" >/dev/null; t1=$(date +%s%N)
      all+=("$(( t1 - t0 ))")
    done
    printf '%s\n' "${all[@]}" > "$work/raw/$name.txt"
    python3 -c 'import sys,statistics; v=[int(x)/1e9 for x in sys.argv[1:]]; print(f"{min(v):.6f} {statistics.median(v):.6f}")' "${all[@]}"
  fi
}

# peak_rss COMMAND: the peak resident set size in KiB of one run.
peak_rss() {
  if [ "$have_time" = 1 ]; then
    /usr/bin/time -v bash -c "exec $1" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {print $2}'
  else
    echo ""
  fi
}

size_of() { stat -c %s "$1"; }

# The builds compared: "after" is this checkout's release build; "before" the --before binary.
builds="after"
[ -n "$before" ] && { [ -x "$before" ] || { echo "run.sh: no mapc at $before" >&2; exit 2; }; builds="before after"; }
binary() { if [ "$1" = before ]; then echo "$before"; else echo "$mapc"; fi; }

# The fixed cost of a run: process start-up, argument parsing, the embedded tables.
startup_scene=$work/scenes/startup.yaml
python3 "$bench/generate-scene.py" polyline 2 -o "$startup_scene"
: > "$work/startup.tsv"
for b in $builds; do
  bin=$(binary "$b")
  read -r t_startup _ < <(time_best "$b-startup-lint" 20 "'$bin' lint '$startup_scene'")
  read -r t_startup_svg _ < <(time_best "$b-startup-svg" 20 "'$bin' compile '$startup_scene' -o '$work/out/startup.svg'")
  echo "$b	$t_startup	$t_startup_svg" >> "$work/startup.tsv"
done

# Generated scenes are dense on purpose: a hundred thousand pins overlap, and titles and callouts
# find no room. The project file of the scenes' folder turns off the picture rules that say so,
# so that `mapc lint` is timed checking the scene, not printing tens of thousands of warnings.
cat > "$work/scenes/.mapc.yaml" <<'CONFIG'
rules:
  pins-overlap: off
  callout-hidden: off
  title-hidden: off
  text-contrast: off
  polyline-oversampled: off
CONFIG

results=$work/results.tsv
printf 'build\tkind\tn\tbytes\tfloor\tlint\tsvg\tsvg_median\trenderlist\tdsl\trss\tsvg_bytes\tjson_bytes\tplain_pin\tpeer\tpeer_render\tpeer_rss\tpeer_bytes\n' > "$results"

# plain_pin SVG: the mean bytes an annotation without a title takes (its element or its group).
plain_pin() {
  python3 - "$1" <<'PINS'
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
sizes, i = [], 0
while i < len(lines):
    line = lines[i]
    if re.search(r'data-id="a[0-9]+"', line) and "aria-label" not in line and line.lstrip().startswith(("<g ", "<use ")):
        if line.lstrip().startswith("<use ") or line.rstrip().endswith("/>"):
            sizes.append(len(line) + 1)
        else:
            indent = line[: len(line) - len(line.lstrip())]
            n = len(line) + 1
            i += 1
            while i < len(lines) and lines[i] != indent + "</g>":
                n += len(lines[i]) + 1
                i += 1
            sizes.append(n + len(indent) + 5)
    i += 1
print(f"{sum(sizes) / len(sizes):.1f}" if sizes else "")
PINS
}

for kind in $kinds; do
  for n in $sizes; do
    scene=$work/scenes/$kind-$n.yaml
    twin=$work/scenes/$kind-$n.mapscene
    log "$kind $n: generating"
    python3 "$bench/generate-scene.py" "$kind" "$n" -o "$scene"
    # The DSL twin: the same scene in mapc's own syntax.
    "$mapc" convert "$scene" --to dsl -o "$twin" 2>/dev/null
    # The scene must lint clean: no diagnostic at all, exit 0.
    if ! lint_out=$("$mapc" lint "$scene" 2>&1) || [ -n "$lint_out" ]; then
      echo "run.sh: $scene does not lint clean:" >&2; echo "$lint_out" | head -20 >&2; exit 1
    fi
    r=$(runs_for "$n")
    log "$kind $n: timing ($r runs each)"
    read -r t_floor _ < <(time_best "$kind-$n-floor" "$r" "'$floor' '$scene'")

    peer=""; peer_render=""; peer_rss=""; peer_bytes=""
    if [ "$n" -le "$peer_max" ]; then
      pr=$(( r > 3 ? 3 : r )); [ "$n" -ge 100000 ] && pr=1
      log "$kind $n: peer ($pr runs)"
      peer_svg=$work/out/$kind-$n.peer.svg
      best=""; best_render=""
      for _ in $(seq "$pr"); do
        t0=$(date +%s%N)
        phases=$(python3 "$bench/peer_staticmaps.py" "$scene" -o "$peer_svg" --phases 2>&1 >/dev/null)
        t1=$(date +%s%N)
        t=$(python3 -c "print(f'{($t1 - $t0) / 1e9:.6f}')")
        # render + write: py-staticmaps' own work once its objects exist (no YAML, no parsing).
        tr=$(echo "$phases" | python3 -c 'import re,sys; v=dict((k,float(x)) for k,x in re.findall(r"(\w+) ([0-9.]+) s", sys.stdin.read())); print("%.6f" % (v["render"] + v["write"]))')
        best=$(python3 -c "print(min(float(x) for x in '$best $t'.split()))")
        best_render=$(python3 -c "print(min(float(x) for x in '$best_render $tr'.split()))")
      done
      peer=$best; peer_render=$best_render
      [ "$pr" -gt 1 ] && peer_rss=$(peak_rss "python3 '$bench/peer_staticmaps.py' '$scene' -o '$peer_svg'")
      peer_bytes=$(size_of "$peer_svg")
    fi

    for b in $builds; do
      bin=$(binary "$b")
      svg=$work/out/$kind-$n.$b.svg
      json=$work/out/$kind-$n.$b.json
      log "$kind $n: $b"
      if ! "$bin" lint "$scene" >/dev/null 2>&1; then
        # An older build may refuse the scene (before 128 MiB, files were limited to 64 MiB).
        log "$kind $n: $b refuses the scene: $("$bin" lint "$scene" 2>&1 | head -1)"
        printf '%s\t%s\t%s\t%s\t%s\t\t\t\t\t\t\t\t\t\t%s\t%s\t%s\t%s\n' "$b" "$kind" "$n" "$(size_of "$scene")" "$t_floor" \
          "$peer" "$peer_render" "$peer_rss" "$peer_bytes" >> "$results"
        continue
      fi
      read -r t_lint _ < <(time_best "$b-$kind-$n-lint" "$r" "'$bin' lint '$scene'")
      read -r t_svg t_svg_median < <(time_best "$b-$kind-$n-svg" "$r" "'$bin' compile '$scene' -o '$svg'")
      read -r t_rl _ < <(time_best "$b-$kind-$n-renderlist" "$r" "'$bin' compile '$scene' --target renderlist -o '$json'")
      t_dsl=""
      # Before the fix, the DSL front end copied the annotation list for every statement: 79 s
      # for 100k pins. An older build's DSL twin is timed only up to --dsl-before-max features.
      if [ "$b" = after ] || [ "$n" -le "$dsl_before_max" ]; then
        read -r t_dsl _ < <(time_best "$b-$kind-$n-dsl" "$r" "'$bin' compile '$twin' -o '$work/out/$kind-$n.$b.dsl.svg'")
      fi
      rss=$(peak_rss "'$bin' compile '$scene' -o '$svg'")
      printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$b" "$kind" "$n" "$(size_of "$scene")" \
        "$t_floor" "$t_lint" "$t_svg" "$t_svg_median" "$t_rl" "$t_dsl" "$rss" "$(size_of "$svg")" "$(size_of "$json")" "$(plain_pin "$svg")" \
        "$peer" "$peer_render" "$peer_rss" "$peer_bytes" >> "$results"
    done
  done
done

# --- the table -----------------------------------------------------------------------------
"$fresh" >> "$work/fresh-memory.txt"
python3 - "$results" "$have_hyperfine" "$work/startup.tsv" "$work/fresh-memory.txt" <<'PY' | tee "$work/results.md"
import csv, sys

rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
timer = "hyperfine" if sys.argv[2] == "1" else "a repeat loop"

def size(b):
    b = float(b)
    for unit in ("B", "KB", "MB", "GB"):
        if b < 1000 or unit == "GB":
            return f"{b:.0f} {unit}" if unit == "B" else f"{b:.1f} {unit}"
        b /= 1000

def secs(s):
    if s == "refused":
        return "refused"
    if not s:
        return "—"
    s = float(s)
    return f"{s * 1000:.1f} ms" if s < 1 else f"{s:.2f} s"

def rss(k):
    return f"{float(k) / 1024:.0f} MiB" if k else "—"

def count(n):
    n = int(n)
    return f"{n // 1_000_000}M" if n % 1_000_000 == 0 else f"{n // 1000}k" if n % 1000 == 0 else str(n)

startup = {b: (l, v) for b, l, v in (line.split() for line in open(sys.argv[3]) if line.strip())}
fresh = [line.strip() for line in open(sys.argv[4]) if line.strip()]
print(f"Fresh memory on this machine (`fresh-memory.c`: first touch of 64 MiB, 4 KiB pages and 2 MiB pages): "
      f"before the timings {fresh[0]}; after them {fresh[-1]}.\n")
builds = [b for b in ("before", "after") if any(r["build"] == b for r in rows)]

def table(build):
    rs = [r for r in rows if r["build"] == build]
    lint0, svg0 = startup[build]
    print(f"Best wall time of repeated runs ({timer}, one warm-up); peak RSS of one `mapc compile` run. "
          f"Fixed cost of a run (a 2-vertex scene): `mapc lint` {secs(lint0)}, `mapc compile` {secs(svg0)}.\n")
    print("| scene | N | file | libyaml floor | `mapc lint` | `compile` → SVG | `--target renderlist` | DSL twin → SVG | SVG ÷ floor | DSL ÷ floor | peak RSS | RSS ÷ file | SVG | plain pin | µs/feature (SVG) | py-staticmaps | peer ÷ mapc |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rs:
        n = int(r["n"])
        if not r["svg"]:
            print(f"| {r['kind']} | {count(n)} | {size(r['bytes'])} | {secs(r['floor'])} | refused: over the file-size limit | | | | | | | | | | | | |")
            continue
        svg = float(r["svg"])
        peer = r["peer"]
        ratio = f"{float(peer) / svg:.0f}×" if peer else "—"
        rss_ratio = f"{float(r['rss']) * 1024 / float(r['bytes']):.1f}×" if r["rss"] else "—"
        pin = f"{float(r['plain_pin']):.0f} B" if r["plain_pin"] else "—"
        dsl_ratio = f"{float(r['dsl']) / float(r['floor']):.2f}×" if r["dsl"] else "—"
        print(f"| {r['kind']} | {count(n)} | {size(r['bytes'])} | {secs(r['floor'])} | {secs(r['lint'])} | {secs(r['svg'])} | "
              f"{secs(r['renderlist'])} | {secs(r['dsl'])} | {svg / float(r['floor']):.2f}× | {dsl_ratio} | "
              f"{rss(r['rss'])} | {rss_ratio} | {size(r['svg_bytes'])} | {pin} | {svg / n * 1e6:.2f} | {secs(peer)} | {ratio} |")

    print("\nGrowth: time per feature for each tenfold step (1.0 is linear).\n")
    print("| scene | step | floor | lint | compile → SVG | renderlist | DSL → SVG |")
    print("|---|---|---:|---:|---:|---:|---:|")
    by_kind = {}
    for r in rs:
        by_kind.setdefault(r["kind"], []).append(r)
    for kind, ks in by_kind.items():
        ks.sort(key=lambda r: int(r["n"]))
        for a, b in zip(ks, ks[1:]):
            k = int(b["n"]) / int(a["n"])
            f = lambda col: f"{float(b[col]) / float(a[col]) / k:.2f}" if a[col] and b[col] else "—"
            print(f"| {kind} | {count(a['n'])} → {count(b['n'])} | {f('floor')} | {f('lint')} | {f('svg')} | {f('renderlist')} | {f('dsl')} |")

for build in builds:
    if len(builds) > 1:
        print(f"\n#### {build}\n")
    table(build)

if len(builds) > 1:
    print("\n#### after ÷ before\n")
    print("| scene | N | `mapc lint` | `compile` → SVG | renderlist | DSL → SVG | peak RSS | SVG bytes | plain pin |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    old = {(r["kind"], r["n"]): r for r in rows if r["build"] == "before"}
    for r in rows:
        if r["build"] != "after" or (r["kind"], r["n"]) not in old:
            continue
        o = old[(r["kind"], r["n"])]
        q = lambda col: f"{float(r[col]) / float(o[col]):.2f}" if r[col] and o[col] else "—"
        print(f"| {r['kind']} | {count(r['n'])} | {q('lint')} | {q('svg')} | {q('renderlist')} | {q('dsl')} | {q('rss')} | {q('svg_bytes')} | {q('plain_pin')} |")
PY
log "raw timings in $work/raw, table in $work/results.md"
