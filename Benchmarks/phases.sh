#!/usr/bin/env bash
# The two phases of a large YAML compile, per binary: the parse (from exec until libyaml's
# thread exits, which on two cores is also when the last annotation has been decoded or nearly)
# and what follows it on one core or two (until the output file is opened). Timed by strace's
# timestamps of those three system calls only (--seccomp-bpf), so the program runs at full speed.
# The runs of the binaries are interleaved, so a busy moment of the machine falls on all alike.
#
# Usage: Benchmarks/phases.sh SCENE RUNS MAPC [MAPC ...]
#   e.g. Benchmarks/phases.sh /tmp/mapc-bench/scenes/annotations-100000.yaml 21 /tmp/mapc-main .build/release/mapc
# Prints, per binary, the minimum and the median of each phase and of their sum, in ms.
# Needs strace, and a scene of at least 256 KiB (smaller files are parsed on one thread).
set -euo pipefail
if [ $# -lt 3 ]; then sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2; fi
scene=$1; runs=$2; shift 2
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for i in $(seq "$runs"); do
  for n in $(seq $#); do
    bin=${!n}
    strace -f --seccomp-bpf -ttt -e trace=execve,exit,openat "$bin" compile "$scene" -o "$out/out.svg" 2>&1 >/dev/null | awk '
      { t = ($1 == "[pid") ? $3 : $1 }
      /execve\(/ && !start { start = t }
      / exit\(0\)/ && !parsed { parsed = t }
      /out\.svg\.mapc-/ { opened = t }
      END { if (parsed && opened) printf "%.1f %.1f %.1f\n", (parsed - start) * 1000, (opened - parsed) * 1000, (opened - start) * 1000 }' >> "$out/$n.txt"
  done
done
stat() { cut -d' ' -f"$2" "$1" | sort -n | awk '{ a[NR] = $1 } END { printf "%7.1f / %7.1f", a[1], a[int((NR + 1) / 2)] }'; }
printf '%-28s %-19s %-19s %s\n' "binary" "parse (min / med)" "after (min / med)" "total (min / med)"
for n in $(seq $#); do
  printf '%-28s %s %s %s\n' "${!n}" "$(stat "$out/$n.txt" 1)" "$(stat "$out/$n.txt" 2)" "$(stat "$out/$n.txt" 3)"
done
