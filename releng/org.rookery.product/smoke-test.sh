#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Product smoke test, run by 'mvnw verify': start the materialised Rookery on a fresh workspace
# under Xvfb, wait for its workbench window, take a screenshot, and fail if the window does not
# appear within 60 s, the examples project is not seeded, or the workspace log has an ERROR entry.
# Then it sends SIGTERM (as a logout or 'kill' does) and checks that the workbench closes cleanly
# (the window layout is saved) and that the next start on the same workspace finds it saved: no
# "exited with unsaved changes" recovery and no errors.
#
# usage: smoke-test.sh PRODUCT_DIR TARGET_DIR EXAMPLES_DIR
set -euo pipefail
product=$1
target=$2
examples=$3
timeout=${ROOKERY_SMOKE_TIMEOUT:-60}

work="$target/smoke"
rm -rf "$work"
mkdir -p "$work"
workspace="$work/workspace"
log="$workspace/.metadata/.log"

fail() {
  echo "SMOKE TEST FAILED: $*" >&2
  [ -f "$work/console.log" ] && { echo "--- product console (last 40 lines)" >&2; tail -n 40 "$work/console.log" >&2; }
  [ -f "$log" ] && { echo "--- $log" >&2; cat "$log" >&2; }
  exit 1
}

for tool in Xvfb xwininfo import; do
  command -v "$tool" >/dev/null 2>&1 || fail "'$tool' is missing; install xvfb, x11-utils and imagemagick (./mvnw does this when run as root)"
done
[ -x "$product/rookery" ] || fail "no product launcher at $product/rookery"

xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT

# A private virtual display, so the test neither needs nor disturbs a real one.
for n in $(seq 91 140); do
  [ -e "/tmp/.X$n-lock" ] && continue
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  sleep 1
  if kill -0 "$xvfb_pid" 2>/dev/null; then export DISPLAY=":$n"; break; fi
  xvfb_pid=""
done
[ -n "$xvfb_pid" ] || fail "could not start Xvfb (see $work/xvfb.log)"

ROOKERY_HOME="$work/home" JAVA_OPTS="-Drookery.examples=$examples" \
  "$product/rookery" --workspace "$workspace" >"$work/console.log" 2>&1 &
app_pid=$!

start=$(date +%s)
window=""
seeded=""
while [ $(( $(date +%s) - start )) -lt "$timeout" ]; do
  kill -0 "$app_pid" 2>/dev/null || fail "the product exited before its window appeared"
  [ -z "$window" ] && xwininfo -root -tree 2>/dev/null | grep -q '"Rookery - ' && window=$(( $(date +%s) - start ))
  [ -z "$seeded" ] && [ -d "$workspace/.metadata/.plugins/org.eclipse.core.resources/.projects/examples" ] && seeded=yes
  [ -n "$window" ] && [ -n "$seeded" ] && break
  sleep 1
done
[ -n "$window" ] || fail "no workbench window titled 'Rookery - ...' within ${timeout}s"
[ -n "$seeded" ] || fail "the examples project was not added to the new workspace within ${timeout}s"
sleep 3 # let the workbench finish painting before the screenshot
import -window root "$target/screenshot.png"
echo "Rookery workbench window appeared after ${window}s; screenshot: $target/screenshot.png"

if [ -f "$log" ] && grep -qE '^!ENTRY [^ ]+ 4 ' "$log"; then
  fail "the workspace log has ERROR entries"
fi

# SIGTERM must close the workbench cleanly.
terminate() {
  local waited=0
  kill -TERM "$app_pid"
  while kill -0 "$app_pid" 2>/dev/null; do
    if [ "$waited" -ge 90 ]; then
      "$(command -v jstack || echo "${JAVA_HOME:-/usr}/bin/jstack")" "$app_pid" >"$work/threads.txt" 2>&1 || true
      fail "the workbench did not exit within 90 s of SIGTERM (threads: $work/threads.txt)"
    fi
    sleep 1
    waited=$((waited + 1))
  done
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
  echo "the workbench exited ${waited}s after SIGTERM"
}
terminate
[ -f "$workspace/.metadata/.plugins/org.eclipse.e4.workbench/workbench.xmi" ] ||
  fail "SIGTERM did not close the workbench cleanly: its layout (workbench.xmi) was not saved"

ROOKERY_HOME="$work/home" JAVA_OPTS="-Drookery.examples=$examples" \
  "$product/rookery" --workspace "$workspace" >"$work/console-restart.log" 2>&1 &
app_pid=$!
start=$(date +%s)
window=""
while [ $(( $(date +%s) - start )) -lt "$timeout" ]; do
  kill -0 "$app_pid" 2>/dev/null || fail "the product exited before its window appeared on the second start"
  xwininfo -root -tree 2>/dev/null | grep -q '"Rookery - ' && { window=yes; break; }
  sleep 1
done
[ -n "$window" ] || fail "no workbench window within ${timeout}s on the second start"
sleep 3
if grep -q 'exited with unsaved changes' "$log" "$work/console-restart.log" 2>/dev/null; then
  fail "the second start found the workspace unsaved after SIGTERM"
fi
if [ -f "$log" ] && grep -qE '^!ENTRY [^ ]+ 4 ' "$log"; then
  fail "the workspace log has ERROR entries after the second start"
fi
terminate

# Two installations on one machine keep their own configuration copies: running the second
# must not remove the first one's.
other="$work/second-install"
cp -r "$product" "$other"
ROOKERY_HOME="$work/home" "$product/rookery" version >"$work/version-1.txt" 2>&1 || fail "'rookery version' failed: $(cat "$work/version-1.txt")"
ROOKERY_HOME="$work/home" "$other/rookery" version >"$work/version-2.txt" 2>&1 || fail "'rookery version' of the second installation failed"
# 'version' runs in the command line's 'classpath' configuration (without the framework)
installs=$(find "$work/home/configuration" -mindepth 2 -maxdepth 2 -name 'classpath-*' | wc -l)
[ "$installs" -eq 2 ] || fail "expected a command-line configuration for each of the two installations, found $installs under $work/home/configuration"
first=$(printf '%s' "$(cd "$product" && pwd -P)" | cksum | cut -d ' ' -f 1)
[ -n "$(find "$work/home/configuration/$first" -maxdepth 1 -name 'workbench-*' -print -quit)" ] ||
  fail "the first installation's workbench configuration was removed by the second installation"
echo "Smoke test passed: window, examples project, no errors in $log, clean shutdown on SIGTERM, separate installations"
