#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Launcher test, run by 'mvnw verify' after the product is built. Two parts:
#
# 1. The checkout's ./rookery, on a copy of it in a scratch Git tree whose mvnw is a stand-in that
#    records the folder it ran in and writes a stand-in product: called by its path from another
#    folder it builds in the checkout (not in the caller's folder); what a build leaves in the tree
#    (target/, generated sources, the pomless build's files) does not make the product stale, a
#    changed or new source does; the same without Git.
# 2. The built product's headless commands, called from another folder, in their lean
#    configurations (no workbench bundles; the local ones on the JVM's class path, without the
#    framework): every kind of command still works, and the unsigned launcher and framework
#    copies in cli/ match the signed originals in plugins/.
#
# usage: launcher-test.sh PRODUCT_DIR TARGET_DIR ROOT_DIR
set -euo pipefail
product=$(cd "$1" && pwd)
target=$2
root=$(cd "$3" && pwd)

work="$target/launcher-test"
rm -rf "$work"
mkdir -p "$work/elsewhere"
work=$(cd "$work" && pwd)

fail() {
  echo "LAUNCHER TEST FAILED: $*" >&2
  exit 1
}

# --- 1. ./rookery in a scratch checkout -------------------------------------------------------
tree="$work/checkout"
mkdir -p "$tree/releng/scripts" "$tree/bundles/org.example/src" "$tree/bundles/org.example/META-INF"
cp "$root/rookery" "$tree/rookery"
cp "$root/releng/scripts/env.sh" "$tree/releng/scripts/env.sh"
cp "$root/.gitignore" "$tree/.gitignore"
echo '<project/>' >"$tree/pom.xml"
echo 'Bundle-SymbolicName: org.example' >"$tree/bundles/org.example/META-INF/MANIFEST.MF"
echo 'class A {}' >"$tree/bundles/org.example/src/A.java"
fake_product="$tree/releng/org.rookery.product/target/products/org.rookery.product/linux/gtk/x86_64/rookery"
# The stand-in build: says where it ran, and leaves a product that echoes its arguments.
cat >"$tree/mvnw" <<EOF
#!/usr/bin/env bash
pwd >>"$work/builds"
mkdir -p "$fake_product/configuration"
printf '#!/usr/bin/env bash\necho "product: \$*"\n' >"$fake_product/rookery"
chmod +x "$fake_product/rookery"
echo built >"$fake_product/configuration/config.ini"
EOF
chmod +x "$tree/mvnw" "$tree/rookery"
modes=plain
if command -v git >/dev/null 2>&1; then
  git -C "$tree" init -q
  git -C "$tree" add -A
  modes="git plain"
fi

# Runs the scratch ./rookery from another folder; $1 says whether a build is expected.
run_rookery() {
  local expect=$1 what=$2 out builds
  rm -f "$work/builds"
  out=$(cd "$work/elsewhere" && "$tree/rookery" version 2>"$work/rookery.err") ||
    fail "$what: ./rookery failed: $(cat "$work/rookery.err")"
  [ "$out" = "product: version" ] || fail "$what: ./rookery printed '$out', not the product's answer"
  builds=$(cat "$work/builds" 2>/dev/null || true)
  if [ "$expect" = build ]; then
    [ "$builds" = "$tree" ] || fail "$what: expected one build in $tree, got: '${builds:-none}'"
  else
    [ -z "$builds" ] || fail "$what: the product was rebuilt (in $builds) though no source changed"
  fi
  # Modification times have a resolution; the next change must be visibly newer.
  sleep 1.1
}

run_rookery build "no product yet, called from another folder"
run_rookery none "product up to date"
for mode in $modes; do
  # What builds write into the tree, all newer than the product.
  mkdir -p "$tree/bundles/org.example/target/classes" "$tree/bundles/org.example/src-gen" \
    "$tree/bundles/org.example/emf-gen" "$tree/bundles/org.example/xtend-gen" "$tree/target"
  for f in bundles/org.example/target/classes/A.class bundles/org.example/src-gen/G.java \
      bundles/org.example/emf-gen/E.java bundles/org.example/xtend-gen/X.java bundles/org.example/.polyglot.META-INF \
      bundles/org.example/.tycho-consumer-pom.xml bundles/org.example/plugin.xml_gen target/rookery-build.log; do
    echo "$mode" >"$tree/$f"
  done
  run_rookery none "$mode: only build output is newer than the product"
  echo "class A { int a; }" >"$tree/bundles/org.example/src/A.java"
  run_rookery build "$mode: a source changed"
  echo "class B {}" >"$tree/bundles/org.example/src/B.java"
  run_rookery build "$mode: a new source file"
  rm -rf "$tree/.git"
done
echo "launcher test: ./rookery builds in its checkout from any folder, and only when a source changed"

# --- 2. the product's headless commands ------------------------------------------------------
export ROOKERY_HOME="$work/home"
cd "$work/elsewhere"
examples="$root/examples"
cli() {
  "$product/rookery" "$@" 2>"$work/cli.err" || fail "rookery $*: exit $?: $(cat "$work/cli.err")"
}
# The first command makes the configuration and the class-data archive.
cli version | grep -q '^Rookery [0-9]' || fail "rookery version printed no version"
cli variants | grep -q '^shogi ' || fail "rookery variants does not list shogi"
cli serve --help | grep -q '^usage: rookery serve' || fail "rookery serve --help printed no usage"
# Two kinds of configuration: 'classpath' (commands on local files: run on the JVM's class path,
# the framework never started) and 'cli' (the server and the database: the framework with every
# bundle started).
kind_bundles() {
  local f
  f=$(ls "$ROOKERY_HOME"/configuration/*/"$1"-*/org.eclipse.equinox.simpleconfigurator/bundles.info 2>/dev/null)
  [ -n "$f" ] && [ "$(printf '%s\n' "$f" | wc -l)" -eq 1 ] || fail "expected one '$1' configuration, found: '${f:-none}'"
  echo "$f"
}
started() { grep -q "^$2,[^,]*,[^,]*,[^,]*,true\$" "$1"; }
for kind in classpath cli; do
  bundles=$(kind_bundles "$kind")
  grep -q '^org\.rookery\.cli,' "$bundles" || fail "the command line's '$kind' configuration lacks org.rookery.cli"
  if grep -E '^(org\.eclipse\.swt|org\.eclipse\.ui|org\.eclipse\.jface|org\.rookery\.ui\.|org\.rookery\.app)' "$bundles"; then
    fail "the command line's '$kind' configuration still has workbench bundles (above)"
  fi
done
started "$(kind_bundles cli)" org.apache.aries.spifly.dynamic.bundle || fail "'rookery serve' did not start SPI Fly"
# The class path kind: made from its bundle list, every entry there, the signed jars replaced by
# unsigned copies (the class-data archive keeps no class of a signed jar), and no framework state
# (the framework was never started).
classpath_config=$(dirname "$(dirname "$(kind_bundles classpath)")")
[ -s "$classpath_config/classpath" ] || fail "the 'classpath' configuration has no class path"
grep -q '/org\.rookery\.cli_[^/]*\.jar$' "$classpath_config/classpath" || fail "the class path lacks org.rookery.cli"
if command -v unzip >/dev/null 2>&1; then list_jar() { unzip -Z1 "$1"; }
elif [ -x "${JAVA_HOME:-}/bin/jar" ]; then list_jar() { "$JAVA_HOME/bin/jar" tf "$1"; }
else fail "neither unzip nor the JDK's jar tool (JAVA_HOME=${JAVA_HOME:-unset}) is there to look into the class path's jars"
fi
while read -r entry; do
  [ -e "$entry" ] || fail "the class path names $entry, which is not there"
  case "$entry" in
    *.jar) names=$(list_jar "$entry") || fail "cannot list the class path's jar $entry"
           if printf '%s\n' "$names" | grep -qE '^META-INF/[^/]+\.(SF|RSA|DSA|EC)$'; then
             fail "the class path has a signed jar: $entry"
           fi ;;
  esac
done <"$classpath_config/classpath"
[ -e "$classpath_config/org.eclipse.osgi" ] && fail "a 'classpath' command started the OSGi framework ($classpath_config/org.eclipse.osgi)"
# Each short command keeps its own class-data archive or, on Java 25 and newer, AOT cache (one made
# by another command lacks its classes); the cache is made in the background after the first run.
java_feature=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "${JAVA_HOME:-/nonexistent}/release" 2>/dev/null || true)
if [ -n "$java_feature" ] && [ "$java_feature" -ge 25 ] && command -v flock >/dev/null 2>&1; then aot=yes; else aot=no; fi
# Waits until no AOT cache of the configuration $1 is being made (no recorded configuration left).
aot_settled() {
  local f
  for _ in $(seq 1 480); do
    f=$(ls "$1"/rookery-*.aotconf.* 2>/dev/null || true)
    [ -z "$f" ] && return 0
    sleep 0.25
  done
  fail "the AOT caches in $1 were still being made after 2 minutes: $f"
}
[ "$aot" = yes ] && aot_settled "$classpath_config"
for a in version variants; do
  if [ "$aot" = yes ]; then
    ls "$classpath_config/rookery-$a-"*.aot.ok >/dev/null 2>&1 || fail "no AOT cache of its own for 'rookery $a': $(ls "$classpath_config")"
    [ -e "$classpath_config/rookery-$a.jsa" ] && fail "'rookery $a' made a class-data archive beside its AOT cache"
  else
    [ -f "$classpath_config/rookery-$a.jsa" ] || fail "no class-data archive of its own for 'rookery $a'"
  fi
done
for b in org.eclipse.equinox.launcher org.eclipse.osgi; do
  original=$(cd "$product/plugins" && ls "${b}"_*.jar)
  grep -qx "$original" "$product/cli/made-from" || fail "cli/$b.jar was not made from plugins/$original"
done
cli version | grep -q '^Rookery [0-9]' || fail "rookery version (second run, with the archive) printed no version"
cli variants | grep -q '^shogi ' || fail "rookery variants (second run, with the archive) does not list shogi"
cli perft --variant giraffe --depth 2 | grep -qx '[0-9][0-9]*' || fail "rookery perft printed no count"
cli check "$examples"/formats/*.tfl
cli explain "$examples/formats/g20.tfl" | grep -q 'Giraffe' || fail "rookery explain said nothing of Giraffe"
cli score "$examples/events/g20-match" | grep -q '^Innings 1' || fail "rookery score printed no innings"
cli replay "$examples/events/fesa-swiss" >/dev/null
cli trf pair "$examples/swiss-dutch/in_16_r3.trf" --system dutch >"$work/pairs.txt"
diff <(tr -d '\r' <"$examples/swiss-dutch/out_16_r3.txt") "$work/pairs.txt" >/dev/null ||
  fail "rookery trf pair differs from the reference pairing"
cli export "$examples/events/fesa-swiss" --pdf "$work/fesa.pdf" >/dev/null
head -c 5 "$work/fesa.pdf" | grep -q '%PDF-' || fail "rookery export --pdf wrote no PDF"
cli export "$examples/events/fesa-swiss" --html "$work/fesa.html" >/dev/null
cli game "$examples/games/bishop-exchange.kif" | grep -q . || fail "rookery game printed nothing"
cli simulate --players 12 "$examples/formats/fesa-shogi.tfl" | grep -q 'completed' || fail "rookery simulate did not complete"
# the rest of the command line's own work on the class path: printouts with a system font embedded
# (kanji names), the Dutch engine's reasons for a past round, a Fairy-Stockfish definition, and a
# writer (an engine tournament recorded into a new event folder, its engines real processes)
cli export "$examples/events/fesa-swiss" --slips --pdf "$work/slips.pdf" --round 2 >/dev/null
head -c 5 "$work/slips.pdf" | grep -q '%PDF-' || fail "rookery export --slips wrote no PDF"
cli pair --explain --round 1 "$examples/events/fesa-swiss" | grep -q . || fail "rookery pair --explain printed no reasons"
cli engines definition --variant guardian | grep -q '^\[guardian' || fail "rookery engines definition wrote no Guardian section"
if command -v stockfish >/dev/null 2>&1; then
  printf '[sf]\ncommand = stockfish\nprotocol = uci\n[sf-0]\ncommand = stockfish\nprotocol = uci\noption Skill Level = 0\n' >"$work/engines.conf"
  cli engines tournament --engines "$work/engines.conf" --variant chess --engine sf --engine sf-0 --nodes 500 "$work/engine-event" >/dev/null
  cli score "$work/engine-event" | grep -q 'sf-0' || fail "rookery score of the engine tournament does not list its engines"
fi
init='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}'
exit_msg='{"jsonrpc":"2.0","method":"exit"}'
# The client keeps its end open until the answer is there (a server whose input ends stops), then exits.
{
  printf 'Content-Length: %d\r\n\r\n%s' "${#init}" "$init"
  for _ in $(seq 1 120); do grep -q '"capabilities"' "$work/lsp.out" 2>/dev/null && break; sleep 0.5; done
  printf 'Content-Length: %d\r\n\r\n%s' "${#exit_msg}" "$exit_msg"
} | timeout 90 "$product/rookery" lsp >"$work/lsp.out" 2>"$work/lsp.err" || true
grep -q '"capabilities"' "$work/lsp.out" || fail "rookery lsp gave no initialize result: $(head -c 300 "$work/lsp.err")"
# the protocol alone on stdout: a JVM's own line (an AOT configuration recorded, say) would break the client
{ tr -d '\r' <"$work/lsp.out" | grep -qvE '^(Content-Length: [0-9]+|\{.*|)$' || grep -qE 'AOT(Configuration|Cache)|VM warning' "$work/lsp.out"; } && fail "rookery lsp wrote more than the protocol: $(head -c 600 "$work/lsp.out")"
[ -s "$work/lsp.err" ] && fail "rookery lsp wrote to stderr: $(head -c 300 "$work/lsp.err")"
echo "launcher test: the product's headless commands work from another folder without the workbench's bundles"

# A command is this script's child: a termination sent to the script reaches the command (a
# server stops with it, none is left running on its port).
"$product/rookery" serve --port 0 "$examples/events/fesa-swiss" >"$work/serve.out" 2>"$work/serve.err" &
serve_script=$!
for _ in $(seq 1 240); do grep -q '127\.0\.0\.1' "$work/serve.out" 2>/dev/null && break; sleep 0.5; done
grep -q '127\.0\.0\.1' "$work/serve.out" || fail "rookery serve said no address: $(head -c 300 "$work/serve.err")"
grep -q 'Registered provider' "$work/serve.err" && fail "rookery serve printed SPI Fly's start-up notes: $(head -c 300 "$work/serve.err")"
serve_java=$(for st in /proc/[0-9]*/stat; do
  read -r pid _ _ ppid _ <"$st" 2>/dev/null && [ "$ppid" = "$serve_script" ] && echo "$pid"
done || true)
[ -n "$serve_java" ] || fail "rookery serve runs no java child of the script"
kill -TERM "$serve_script"
for _ in $(seq 1 60); do kill -0 "$serve_java" 2>/dev/null || break; sleep 0.5; done
kill -0 "$serve_java" 2>/dev/null && { kill -9 "$serve_java"; fail "rookery serve kept running after its script was sent SIGTERM"; }
wait "$serve_script" 2>/dev/null || true

# A damaged installation (a bundle missing from the command line's configuration) is an error
# that says what is missing, never a silent exit 0.
classpath_bundles=$(kind_bundles classpath)
sed -i '/^org\.rookery\.engine,/d' "$classpath_bundles"
if "$product/rookery" score "$examples/events/g20-match" >"$work/damaged.out" 2>"$work/damaged.err"; then
  fail "rookery score exited 0 with the engine bundle missing: $(cat "$work/damaged.out")"
fi
grep -q 'could not start' "$work/damaged.err" && grep -q 'org\.rookery\.engine' "$work/damaged.err" ||
  fail "rookery score with the engine bundle missing did not say so: $(head -c 600 "$work/damaged.err")"
[ -s "$work/damaged.out" ] && fail "rookery score with the engine bundle missing wrote to stdout: $(head -c 300 "$work/damaged.out")"
grep -q 'org\.rookery\.engine_' "$classpath_config/classpath" && fail "the class path was not made again from the changed bundle list"
# The same in the framework: a bundle missing from the 'cli' configuration does not resolve.
cli_bundles=$(kind_bundles cli)
sed -i '/^org\.rookery\.engine,/d' "$cli_bundles"
rm -rf "$(dirname "$(dirname "$cli_bundles")")/org.eclipse.osgi"
if "$product/rookery" report-codes >"$work/damaged-cli.out" 2>"$work/damaged-cli.err"; then
  fail "rookery report-codes exited 0 with the engine bundle missing: $(cat "$work/damaged-cli.out")"
fi
grep -q 'could not start' "$work/damaged-cli.err" && grep -q 'org\.rookery\.engine' "$work/damaged-cli.err" ||
  fail "rookery report-codes with the engine bundle missing did not say so: $(head -c 600 "$work/damaged-cli.err")"
echo "launcher test: a terminated command stops, and a damaged installation says what is missing"

# --- 3. the AOT cache (Java 25 and newer) -----------------------------------------------------
# The first run of a command records, the cache is made in the background, the later runs use it;
# a damaged, truncated or stale cache, another JDK, two first runs at once and a read-only state
# folder never break a command nor add a byte to its output.
if [ "$aot" != yes ]; then
  echo "launcher test: AOT cache part left out (the launcher's Java, JAVA_HOME=${JAVA_HOME:-unset}, is older than 25, or flock is missing)"
  exit 0
fi
export ROOKERY_HOME="$work/aot-home"
# Runs a command, which must exit 0; its stdout goes to $work/aot-$1.out, its stderr to .err.
aot_run() {
  local name=$1
  shift
  "$product/rookery" "$@" >"$work/aot-$name.out" 2>"$work/aot-$name.err" || fail "rookery $* ($name): exit $?: $(head -c 600 "$work/aot-$name.err")"
}
# The same output on stdout and on stderr as the first run's, byte for byte.
same_output() {
  local s
  for s in out err; do
    cmp -s "$work/aot-$1.$s" "$work/aot-$2.$s" ||
      fail "rookery $3: the $2 run's std$s differs from the $1 run's: $(diff "$work/aot-$1.$s" "$work/aot-$2.$s" | head -n 5)"
  done
}
score=(score "$examples/events/g20-match")
check=(check "$examples"/formats/*.tfl)
aot_run first-score "${score[@]}"
config=$(dirname "$(dirname "$(kind_bundles classpath)")")
aot_run first-check "${check[@]}"
# score says nothing on stderr, check only its summary: nothing of the JVM's
[ -s "$work/aot-first-score.err" ] && fail "the first 'rookery score' wrote to stderr: $(head -c 600 "$work/aot-first-score.err")"
[ "$(cat "$work/aot-first-check.err")" = "$((${#check[@]} - 1)) files checked: 0 errors, 0 warnings" ] ||
  fail "the first 'rookery check' wrote more than its summary to stderr: $(head -c 600 "$work/aot-first-check.err")"
aot_settled "$config"
caches() { (cd "$config" && ls rookery-"$1"-*.aot 2>/dev/null) || true; }
[ "$(caches score | wc -l)" -eq 1 ] && [ -f "$config/$(caches score).ok" ] || fail "the first 'rookery score' left no AOT cache: $(ls "$config")"
[ -n "$(caches check)" ] || fail "the first 'rookery check' left no AOT cache: $(ls "$config")"
leftovers=$(cd "$config" && ls | grep -E '\.aot\.[0-9]+$|\.aotconf|\.failed$' || true)
[ -z "$leftovers" ] || fail "making the AOT caches left files behind: $leftovers"
# The second run uses the cache: the command line's classes come from it ("shared objects file").
JAVA_OPTS="-Xlog:class+load=info:file=$work/aot-classes.log" aot_run cached-score "${score[@]}"
grep -q 'org\.rookery\.cli\.internal\.launch\.ClassPathMain source: shared objects file' "$work/aot-classes.log" ||
  fail "the second 'rookery score' did not load its classes from the AOT cache: $(grep -m 3 'org\.rookery' "$work/aot-classes.log")"
from_cache=$(grep -c 'source: shared objects file' "$work/aot-classes.log")
loaded=$(grep -c 'source: ' "$work/aot-classes.log")
[ "$from_cache" -ge $((loaded * 9 / 10)) ] || fail "the second 'rookery score' loaded only $from_cache of its $loaded classes from the AOT cache"
same_output first-score cached-score score
aot_run cached-check "${check[@]}"
same_output first-check cached-check check
# A truncated cache, and one damaged in the middle (where the JVM itself would crash on it), are
# not used: the command runs as on its first run, silently, and the cache is made again.
cache="$config/$(caches score)"
for damage in truncated overwritten; do
  if [ "$damage" = truncated ]; then truncate -s 100000 "$cache"
  else printf '\336\255\276\357\336\255\276\357' | dd of="$cache" bs=1 seek=4096 conv=notrunc status=none
  fi
  aot_run "$damage-score" "${score[@]}"
  same_output first-score "$damage-score" "score with a $damage AOT cache"
  aot_settled "$config"
  [ "$cache" -nt "$cache.ok" ] && fail "the $damage AOT cache was not made again"
  aot_run "after-$damage-score" "${score[@]}"
  same_output first-score "after-$damage-score" "score after its $damage AOT cache was made again"
done
# A class path entry changed (one of the configuration's own copies, not the product's jars, which
# the smoke and kill tests start next): the cache is not used and is made again.
sleep 1.1
changed=$(grep -m 1 "^$config/jars/.*\.jar\$" "$config/classpath") || fail "the class path has no copied jar of its own in $config/jars"
touch "$changed"
aot_run changed-score "${score[@]}"
same_output first-score changed-score "score after a class path entry changed"
aot_settled "$config"
[ "$changed" -nt "$cache.ok" ] && fail "the AOT cache was not made again after its class path changed ($changed)"
# Another JDK (a linked copy of this one, elsewhere): its own cache, the old one removed when it is made.
if cp -al "$(cd "$JAVA_HOME" && pwd -P)" "$work/other-jdk" 2>/dev/null; then
  old=$(caches score)
  JAVA_HOME="$work/other-jdk" aot_run other-jdk-score "${score[@]}"
  same_output first-score other-jdk-score "score on another JDK"
  aot_settled "$config"
  [ "$(caches score | wc -l)" -eq 1 ] && [ "$(caches score)" != "$old" ] || fail "another JDK did not get its own AOT cache: $(caches score)"
  JAVA_HOME="$work/other-jdk" aot_run other-jdk-cached-score "${score[@]}"
  same_output first-score other-jdk-cached-score "score on another JDK, its cache made"
  rm -rf "$work/other-jdk"
else
  echo "launcher test: no linked copy of the JDK could be made in $work; another JDK's cache not tried"
fi
# Two first runs at once: both answer, one cache is made, nothing is left behind.
rm -f "$config"/rookery-score-*
"$product/rookery" "${score[@]}" >"$work/aot-twin1.out" 2>"$work/aot-twin1.err" & twin1=$!
"$product/rookery" "${score[@]}" >"$work/aot-twin2.out" 2>"$work/aot-twin2.err" & twin2=$!
wait "$twin1" || fail "the first of two first runs at once failed: $(head -c 600 "$work/aot-twin1.err")"
wait "$twin2" || fail "the second of two first runs at once failed: $(head -c 600 "$work/aot-twin2.err")"
for t in twin1 twin2; do
  same_output first-score "$t" "score, two first runs at once"
done
aot_settled "$config"
[ "$(caches score | wc -l)" -eq 1 ] && [ -f "$config/$(caches score).ok" ] || fail "two first runs at once made no single AOT cache: $(ls "$config")"
leftovers=$(cd "$config" && ls | grep -E '\.aot\.[0-9]+$|\.aotconf|\.failed$' || true)
[ -z "$leftovers" ] || fail "two first runs at once left files behind: $leftovers"
# A state folder that cannot be written: a command with a cache made before uses it, one without
# runs without; both silently. Root writes anywhere, so it gets a read-only mount of the folder.
rm -f "$config"/rookery-variants-*
readonly_run() {
  local name=$1
  shift
  if [ "$(id -u)" -eq 0 ]; then
    # shellcheck disable=SC2016
    unshare -m bash -c 'mount --bind "$1" "$1" && mount -o remount,ro,bind "$1" "$1" && shift && exec "$@"' _ "$ROOKERY_HOME" \
      "$product/rookery" "$@" >"$work/aot-$name.out" 2>"$work/aot-$name.err"
  else
    local rc=0
    chmod -R a-w "$ROOKERY_HOME"
    "$product/rookery" "$@" >"$work/aot-$name.out" 2>"$work/aot-$name.err" || rc=$?
    chmod -R u+w "$ROOKERY_HOME"
    return "$rc"
  fi
}
if [ "$(id -u)" -ne 0 ] || unshare -m true 2>/dev/null; then
  readonly_run readonly-score "${score[@]}" || fail "rookery score in a read-only state folder failed: $(head -c 600 "$work/aot-readonly-score.err")"
  readonly_run readonly-variants variants || fail "rookery variants in a read-only state folder failed: $(head -c 600 "$work/aot-readonly-variants.err")"
  [ -s "$work/aot-readonly-variants.err" ] && fail "rookery variants in a read-only state folder wrote to stderr: $(head -c 600 "$work/aot-readonly-variants.err")"
  same_output first-score readonly-score "score in a read-only state folder"
  grep -q '^shogi ' "$work/aot-readonly-variants.out" || fail "rookery variants in a read-only state folder does not list shogi"
  [ -z "$(caches variants)" ] || fail "a read-only state folder got an AOT cache"
else
  echo "launcher test: no read-only mount could be made (root without unshare); the read-only state folder not tried"
fi
echo "launcher test: the AOT cache is made after the first run and used after; damaged, stale, another JDK's, raced and read-only, the commands answer the same, silently"
