#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Measures the command line's three start-up figures of README's Performance table: for each
# command one first run (not counted: it may make the configuration and the class-data
# archive or, on Java 25, record the AOT cache, which the launcher then makes in the background;
# the script waits until it is made), then RUNS runs (default 5), each a fresh process of the
# checkout's ./rookery called from the checkout; prints the median wall time and the median CPU time (user + system, which
# depends less on what else runs on the machine), each run's figures, and the load before and
# after (uptime).
#
#   releng/scripts/measure-cli.sh [RUNS]
#   ROOKERY=/path/to/rookery releng/scripts/measure-cli.sh   another launcher (e.g. an installed
#                                                             product's rookery script)
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
RUNS=${1:-5}
ROOKERY=${ROOKERY:-$ROOT/rookery}
cd "$ROOT"
[ -x /usr/bin/time ] || { echo "measure-cli.sh: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
shopt -s nullglob
formats=(examples/formats/*.tfl)
shopt -u nullglob
[ ${#formats[@]} -gt 0 ] || { echo "measure-cli.sh: no examples/formats/*.tfl in $ROOT" >&2; exit 2; }

median() { sort -n | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Waits (up to 2 minutes) until the launcher makes no AOT cache in the background: while it does,
# a recorded configuration (rookery-*.aotconf.PID) is in the state folder.
settle() {
  local i
  for i in $(seq 1 480); do
    compgen -G "${ROOKERY_HOME:-$HOME/.rookery}/configuration/*/*/rookery-*.aotconf.*" >/dev/null || return 0
    sleep 0.25
  done
  echo "measure-cli.sh: the launcher was still making an AOT cache after 2 minutes" >&2
}

measure() {
  local label=$1 times="" t out
  shift
  "$ROOKERY" "$@" >/dev/null 2>&1 || { echo "measure-cli.sh: '$label' failed:" >&2; "$ROOKERY" "$@" >&2 || true; exit 1; }
  settle
  t=$(mktemp)
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -o "$t" -f '%e %U %S' "$ROOKERY" "$@" >/dev/null 2>&1
    times+=$(awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$t")$'\n'
  done
  rm -f "$t"
  printf '%-45s wall %s s, CPU %s s   (runs, wall/CPU: %s)\n' "$label" \
    "$(printf '%s' "$times" | awk '{ print $1 }' | median)" "$(printf '%s' "$times" | awk '{ print $2 }' | median)" \
    "$(printf '%s' "$times" | awk 'NF { printf "%s%s/%s", sep, $1, $2; sep = ", " }')"
}

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load before: $(uptime | sed 's/.*load average: //')"
measure "./rookery version" version
measure "./rookery score examples/events/g20-match" score examples/events/g20-match
measure "./rookery check examples/formats/*.tfl (${#formats[@]} files)" check "${formats[@]}"
echo "load after: $(uptime | sed 's/.*load average: //')"
