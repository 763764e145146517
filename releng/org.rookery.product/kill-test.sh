#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Kill test of the real product, run by 'mvnw verify' after the smoke test: the materialised
# Rookery runs an evening on a private Xvfb display and is killed with SIGKILL while it works;
# started again on the same workspace it must have lost nothing.
#
#   1. 'rookery event new' and 'rookery event add' make an event outside the workspace: twelve
#      players and round 1 (six boards), as an arbiter prepares an evening.
#   2. The workbench starts with '--open EVENT' (the event is linked into the workspace). The
#      arbiter's keystrokes are sent with xdotool: a late entrant registered on the event
#      editor's Players page, the clock of board 6 started from the Pairings view (Start Clock of
#      Game) and pressed with the space bar, and results entered through the result dialog
#      (Pairings view, Enter on a board, OK), board by board.
#   3. While the clock runs and a result is being recorded, the workbench gets SIGKILL.
#   4. Started again on the same workspace with the same '--open', the event must open without an
#      error (no stale lock, no "damaged journal" refusal): every fact in the journal before the
#      kill is still there byte for byte, the event as opened (the model the views show) has
#      every player and result and no problem, the clock comes back paused with every press that
#      was saved, and the workspace log has no ERROR.
#
# Every step waits on something it can observe (a window title from xwininfo, a line of the
# journal, the clocks file, a line of the workspace log), never on a fixed sleep.
#
# usage: kill-test.sh PRODUCT_DIR TARGET_DIR EXAMPLES_DIR
set -euo pipefail
product=$1
target=$2
examples=$3
timeout=${ROOKERY_KILL_TIMEOUT:-60}

work="$target/kill"
rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd -P)
workspace="$work/workspace"
log="$workspace/.metadata/.log"
event="$work/events/evening"
journal="$event/journal.jsonl"
clocks="$event/clocks.json"
console="$work/console.log"
# The state folder the smoke test just used, when there is one: its configuration copies and
# class-data archive are those of this build, so the product starts as it does the second time.
if [ -d "$target/smoke/home" ]; then
  export ROOKERY_HOME="$target/smoke/home"
else
  export ROOKERY_HOME="$work/home"
fi
started=$(date +%s)

fail() {
  echo "KILL TEST FAILED: $*" >&2
  for f in "$work/console-restart.log" "$console"; do
    [ -f "$f" ] && { echo "--- $f (last 30 lines)" >&2; tail -n 30 "$f" >&2; break; }
  done
  [ -f "$journal" ] && { echo "--- $journal (last 5 lines)" >&2; tail -n 5 "$journal" >&2; }
  [ -f "$log" ] && { echo "--- $log" >&2; cat "$log" >&2; }
  [ -n "${DISPLAY:-}" ] && command -v import >/dev/null 2>&1 && import -window root "$target/kill-failure.png" 2>/dev/null &&
    echo "--- the screen at the failure: $target/kill-failure.png" >&2
  exit 1
}

for tool in Xvfb xwininfo xdotool import; do
  command -v "$tool" >/dev/null 2>&1 || fail "'$tool' is missing; install xvfb, x11-utils, xdotool and imagemagick (./mvnw does this when run as root)"
done
[ -x "$product/rookery" ] || fail "no product launcher at $product/rookery"

xvfb_pid=""
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill -9 "$app_pid" 2>/dev/null && wait "$app_pid" 2>/dev/null || true
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null || true
}
trap cleanup EXIT

# wait_for WHAT SECONDS COMMAND...: polls COMMAND every 0.1 s; fails naming WHAT when it never holds.
wait_for() {
  local what=$1 seconds=$2 deadline
  shift 2
  deadline=$(( $(date +%s%N) + seconds * 1000000000 ))
  until "$@"; do
    [ -z "$app_pid" ] || kill -0 "$app_pid" 2>/dev/null || fail "the workbench exited while waiting for $what"
    [ "$(date +%s%N)" -lt "$deadline" ] || fail "waited ${seconds}s in vain for $what"
    sleep 0.1
  done
}
exited() { ! kill -0 "$1" 2>/dev/null; }
window() { xwininfo -root -children 2>/dev/null | grep -q "\"$1"; }
no_window() { ! window "$1"; }
# Whether the window titled NAME... has the keyboard (keys typed before would go elsewhere).
focused() { xdotool getwindowfocus getwindowname 2>/dev/null | grep -q "^$1"; }
# Gives the keyboard to the window titled NAME...: a window the workbench raises a moment later
# (its main window, re-activated after a popup) can cover a dialog just opened, as a click on the
# dialog would put right.
bring_up() {
  local name=$1 wid
  poll 2 focused "$name" && return 0
  wid=$(xdotool search --name "^$name" 2>/dev/null | head -n 1)
  [ -n "$wid" ] || fail "no window titled '$name' to give the keyboard to"
  step "'$name' did not have the keyboard: raised and focused"
  xdotool windowraise "$wid" windowfocus "$wid" 2>/dev/null || true
  wait_for "the keyboard in '$name'" 20 focused "$name"
}
# Complete facts in the journal: its lines after the header (a torn last line has no newline).
facts() { echo $(( $(wc -l <"$journal") - 1 )); }
facts_are() { [ "$(facts)" -eq "$1" ]; }
presses() { grep -c '"type": "press"' "$clocks" 2>/dev/null || true; }
presses_are() { [ "$(presses)" -eq "$1" ]; }
logged() { grep -q "$2" "$1" 2>/dev/null; }
# The workbench holds the journal open (and locked) while the event is open.
journal_open() { ls -l "/proc/$app_pid/fd" 2>/dev/null | grep -q -- "$journal"; }
key() { xdotool key --clearmodifiers "$@"; }
step() { echo "[$(( $(date +%s) - started ))s] $*"; }

# poll SECONDS COMMAND...: whether COMMAND holds within SECONDS (polled every 0.1 s).
poll() {
  local deadline=$(( $(date +%s%N) + $1 * 1000000000 ))
  shift
  until "$@"; do
    [ "$(date +%s%N)" -lt "$deadline" ] || return 1
    sleep 0.1
  done
}

# Quick Access (Ctrl+3), as an arbiter finds a view or a command by name: the popup is filled
# asynchronously, so Enter is repeated until it has picked the first match and closed.
quick_access() {
  local text=$1 tries=0
  step "Quick Access: $text"
  key ctrl+3
  wait_for "the Quick Access popup" 20 window "Find Actions"
  bring_up "Find Actions"
  xdotool type --delay 15 "$text"
  # Enter before the matches are listed does nothing; this pause only saves a retry.
  sleep 0.5
  while window "Find Actions"; do
    tries=$((tries + 1))
    [ "$tries" -le 5 ] || fail "Quick Access found nothing for '$text'"
    key Return
    # A second Enter would reach the part behind the popup: wait long for this one to close it.
    poll 10 no_window "Find Actions" || true
  done
}

# Opens the result dialog of board B of round 1 from the Pairings view's table: Home, Down to
# the board, Enter. The table is refilled after each recorded fact, which may land between the
# keys; a dialog for another game (seen in its title) is cancelled, which writes nothing, and the
# keys are sent again.
open_result_dialog() {
  local board=$1 tries
  for tries in 1 2 3 4 5; do
    key Home
    for _ in $(seq 2 "$board"); do key Down; done
    key Return
    if poll 5 window "Result of game 1."; then
      if window "Result of game 1.$board "; then
        bring_up "Result of game 1.$board "
        return 0
      fi
      step "a result dialog of another game opened (the table was being refilled): cancelled, trying again"
      key Escape
      wait_for "the result dialog of another game to close" 20 no_window "Result of game 1."
    fi
  done
  fail "no result dialog 'Result of game 1.$board' after 5 tries"
}

# The result of board B of round 1 through the result dialog (White wins by resignation, the
# dialog's first choices), waited for in the journal.
enter_result() {
  local board=$1 before
  before=$(facts)
  open_result_dialog "$board"
  key Return
  wait_for "the result of 1.$board in the journal" 20 facts_are $((before + 1))
  wait_for "the result dialog of 1.$board to close" 20 no_window "Result of game 1.$board "
  grep -q "\"game\":\"1.$board\"" <(tail -n 1 "$journal") || fail "the last fact is not the result of 1.$board"
}

start_workbench() {
  "$product/rookery" --workspace "$workspace" --open "$event" >"$1" 2>&1 &
  app_pid=$!
  wait_for "a workbench window titled 'Rookery - ...'" "$timeout" window "Rookery - "
  wait_for "\"Opened the event /events/evening\" in the workspace log" "$timeout" logged "$1" "Opened the event /events/evening"
  wait_for "the event's journal held open by the workbench" 20 journal_open
}

# A private virtual display: the keystrokes reach this workbench and nothing else.
display_up() { xwininfo -root >/dev/null 2>&1; }
for n in $(seq 141 190); do
  [ -e "/tmp/.X$n-lock" ] && continue
  Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb.log" 2>&1 &
  xvfb_pid=$!
  export DISPLAY=":$n"
  deadline=$(( $(date +%s) + 10 ))
  until display_up || ! kill -0 "$xvfb_pid" 2>/dev/null || [ "$(date +%s)" -ge "$deadline" ]; do sleep 0.1; done
  display_up && break
  kill "$xvfb_pid" 2>/dev/null || true
  xvfb_pid=""
done
[ -n "$xvfb_pid" ] || fail "could not start Xvfb (see $work/xvfb.log)"

# 1. The evening as prepared with the command line.
mkdir -p "$work/events"
"$product/rookery" event new --format "$examples/formats/fide-open.tfl" "$event" >"$work/setup.log" 2>&1 ||
  fail "'rookery event new' failed: $(cat "$work/setup.log")"
{
  for i in $(seq 1 12); do
    printf '{"type":"register","player":"P%02d","name":"Player %d","rating":%d}\n' "$i" "$i" $((2300 - 10 * i))
  done
  printf '{"type":"pairing","round":1,"boards":['
  printf '{"game":"1.1","white":"P01","black":"P07"},{"game":"1.2","white":"P08","black":"P02"},'
  printf '{"game":"1.3","white":"P03","black":"P09"},{"game":"1.4","white":"P10","black":"P04"},'
  printf '{"game":"1.5","white":"P05","black":"P11"},{"game":"1.6","white":"P12","black":"P06"}]}\n'
} >"$work/evening.jsonl"
"$product/rookery" event add --by Maria "$event" "$work/evening.jsonl" >>"$work/setup.log" 2>&1 ||
  fail "'rookery event add' failed: $(cat "$work/setup.log")"
facts_are 13 || fail "the prepared evening has $(facts) facts, not 13"

# 2. The arbiter at work in the workbench.
start_workbench "$console"
step "the workbench is up with the event open"
logged "$console" "Opened the event /events/evening: 13 facts, 12 players, 1 rounds, 0 results" ||
  fail "the event did not open with the 13 prepared facts: $(grep 'Opened the event' "$console")"

# A late entrant on the Players page: the event editor (named after the folder) opens on its
# Pairings page (the event has a round paired), so the arbiter goes to the next page
# (Alt+PageDown, the next sub-tab); there its players table takes the keyboard, Tab moves to "Add...".
quick_access "evening"
key alt+Next
for try in 1 2 3 4; do
  [ "$try" -le 3 ] || fail "no dialog 'Register a player' after pressing Add... 3 times"
  quick_access "evening"
  key Tab
  key space
  poll 5 window "Register a player " && break
done
bring_up "Register a player "
xdotool type --delay 10 "P13"
key Tab
xdotool type --delay 10 "Late Entrant"
key Tab
xdotool type --delay 10 "2150"
key Return
wait_for "the late entrant's registration in the journal" 20 facts_are 14
wait_for "the player dialog to close" 20 no_window "Register a player "
step "late entrant registered"

# Board 6's clock, started from the Pairings view and pressed with the space bar.
# Board 6 is selected as the result dialog it opens shows (Escape cancels it, writing nothing):
# the Pairings view is then surely the active part, with game 1.6 selected.
quick_access "Pairings"
open_result_dialog 6
key Escape
wait_for "the result dialog of 1.6 to close" 20 no_window "Result of game 1.6 "
quick_access "Start Clock of Game"
wait_for "the running clock of game 1.6 saved in $clocks" 20 grep -qs '"phase": "running"' "$clocks"
for n in 1 2 3 4; do
  key space
  wait_for "clock press $n saved in $clocks" 20 presses_are "$n"
done
step "clock of 1.6 started and pressed"

# Results through the result dialog, board by board.
quick_access "Pairings"
for board in 1 2 3 4; do
  enter_result "$board"
done
step "results of boards 1-4 entered"

# 3. SIGKILL while the clock runs and the result of board 5 is being entered.
open_result_dialog 5
key Return
acked=$(facts)
saved_presses=$(presses)
head -n $((acked + 1)) "$journal" >"$work/acknowledged.jsonl"
import -window root "$target/kill-before.png"
kill -9 "$app_pid"
wait "$app_pid" 2>/dev/null || true
app_pid=""
echo "killed the workbench with SIGKILL after $acked facts and $saved_presses clock presses"

# 4. The same workspace again.
start_workbench "$work/console-restart.log"
step "restarted with the event open"
restart="$work/console-restart.log"
have=$(facts)
[ "$have" -ge "$acked" ] || fail "the journal has $have facts after the restart; $acked were written before the kill"
cmp -s "$work/acknowledged.jsonl" <(head -n $((acked + 1)) "$journal") ||
  fail "the facts written before the kill changed: compare $work/acknowledged.jsonl with $journal"
results=$(grep -c '"type":"result"' "$journal")
[ "$results" -ge 4 ] || fail "only $results results in the journal; 4 were acknowledged"
opened=$(grep 'Opened the event /events/evening' "$restart")
echo "$opened" | grep -q ": $have facts, 13 players, 1 rounds, $results results, 13 standings rows, 0 problems" ||
  fail "the reopened event does not show every fact ($have facts, 13 players, $results results, no problem): $opened"
wait_for "\"Restored 1 clock\" in the workspace log" 20 logged "$restart" "Restored 1 clock of the event /events/evening, paused"
grep -q '"phase": "paused"' "$clocks" || fail "the restored clock is not paused: $clocks"
[ "$(presses)" -ge "$saved_presses" ] || fail "the restored clock has $(presses) presses; $saved_presses were saved before the kill"
if grep -qE 'could not be opened|damaged|is locked|already in use' "$restart"; then
  fail "the event did not open cleanly after the kill: $(grep -E 'could not be opened|damaged|is locked|already in use' "$restart")"
fi
if [ -f "$log" ] && grep -qE '^!ENTRY [^ ]+ 4 ' "$log"; then
  fail "the workspace log has ERROR entries"
fi
for title in "Open event" "Problem Occurred" "Refused" "Error"; do
  window "$title" && fail "the restarted workbench shows a window titled '$title'"
done
torn=$(find "$event" -maxdepth 1 -name 'journal.jsonl.torn-line-*' | wc -l)
import -window root "$target/kill-after.png"

# The restarted workbench closes cleanly on SIGTERM, as after any session.
pid=$app_pid
app_pid=""
kill -TERM "$pid"
wait_for "the restarted workbench to exit on SIGTERM" 90 exited "$pid"
echo "Kill test passed in $(( $(date +%s) - started ))s: $acked facts and $saved_presses clock presses written before SIGKILL;" \
  "after the restart the event opened with $have facts ($results results, 0 problems, $torn torn lines set aside)," \
  "the clock came back paused, no ERROR in $log; screenshots $target/kill-before.png, $target/kill-after.png"
