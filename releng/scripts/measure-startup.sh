#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Measures how long the Rookery workbench takes from the start of the process to a usable
# window (the workbench window titled "Rookery - ..." is mapped), on a private Xvfb display.
# Each run starts a new JVM on a new workspace; the OSGi configuration of the installation is
# kept between runs, as it is for a user after the first start. The first run (which also
# unpacks the configuration) is reported but left out of the median.
#
# usage: releng/scripts/measure-startup.sh [PRODUCT_DIR] [RUNS]
#   PRODUCT_DIR defaults to the product built by ./mvnw package; RUNS defaults to 7.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
product=${1:-$ROOT/releng/org.rookery.product/target/products/org.rookery.product/linux/gtk/x86_64/rookery}
runs=${2:-7}
[ -x "$product/rookery" ] || { echo "no product at $product (build it with ./mvnw package -DskipTests)" >&2; exit 2; }
for tool in Xvfb xwininfo; do
  command -v "$tool" >/dev/null || { echo "'$tool' is missing (apt-get install xvfb x11-utils)" >&2; exit 2; }
done

work=$(mktemp -d)
xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
for n in $(seq 141 190); do
  [ -e "/tmp/.X$n-lock" ] && continue
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >/dev/null 2>&1 &
  xvfb_pid=$!
  sleep 1
  if kill -0 "$xvfb_pid" 2>/dev/null; then export DISPLAY=":$n"; break; fi
  xvfb_pid=""
done
[ -n "$xvfb_pid" ] || { echo "could not start Xvfb" >&2; exit 2; }

times=()
cpus=()
uis=()
tick=$(getconf CLK_TCK)
cpu_ms() { awk -v t="$tick" '{print int(($14 + $15) * 1000 / t)}' "/proc/$1/stat" 2>/dev/null || echo 0; }
# The CPU time of the JVM's main thread, which runs the workbench's start-up (the UI thread): the
# launcher starts it as the second thread named "java" (the first waits for the JVM to end).
main_cpu_ms() {
  local task
  for task in /proc/"$1"/task/*; do
    [ "${task##*/}" = "$1" ] && continue
    if [ "$(cat "$task/comm" 2>/dev/null)" = java ]; then cpu_ms "$1/task/${task##*/}"; return; fi
  done
  echo 0
}
for i in $(seq 0 "$runs"); do
  workspace="$work/ws-$i"
  start=$(date +%s%N)
  ROOKERY_HOME="$work/home" "$product/rookery" --workspace "$workspace" >"$work/console-$i.log" 2>&1 &
  app_pid=$!
  ms=""
  while kill -0 "$app_pid" 2>/dev/null; do
    if xwininfo -root -tree 2>/dev/null | grep -q '"Rookery - '; then
      ms=$(( ($(date +%s%N) - start) / 1000000 ))
      cpu=$(cpu_ms "$app_pid")
      ui=$(main_cpu_ms "$app_pid")
      break
    fi
    sleep 0.02
  done
  kill -TERM "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
  [ -n "$ms" ] || { echo "run $i: the workbench exited before its window appeared" >&2; tail -n 20 "$work/console-$i.log" >&2; exit 1; }
  if [ "$i" -eq 0 ]; then
    echo "first start (configuration unpacked): ${ms} ms (CPU ${cpu} ms, UI thread ${ui} ms)"
  else
    echo "run $i: ${ms} ms (CPU ${cpu} ms, UI thread ${ui} ms)"
    times+=("$ms")
    cpus+=("$cpu")
    uis+=("$ui")
  fi
done
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : int((a[NR/2] + a[NR/2+1]) / 2)}'; }
echo "median start to window over $runs runs: $(median "${times[@]}") ms wall, $(median "${cpus[@]}") ms CPU," \
  "$(median "${uis[@]}") ms on the UI thread" \
  "($(nproc) cores, load average $(cut -d ' ' -f 1-3 /proc/loadavg))"
