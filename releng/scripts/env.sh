# SPDX-License-Identifier: EPL-2.0
# Shared set-up for ./mvnw, ./rookery and .ci/run: find a JDK >= 21, bootstrap Maven by its
# coordinates, and install the system packages the workbench and its tests need.
# Sourced, not executed. Every failure names what is missing and how to get it.

ROOKERY_MAVEN_VERSION=3.9.16
ROOKERY_MIN_JAVA=21

rookery_die() {
  echo "rookery: $*" >&2
  exit 1
}

# Prints the feature version of the JDK at $1 (e.g. 25), or nothing if it is not a JDK.
rookery_jdk_version() {
  local home=$1 v
  [ -x "$home/bin/java" ] && [ -x "$home/bin/javac" ] || return 0
  if [ -f "$home/release" ]; then
    v=$(sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$home/release")
  fi
  if [ -z "${v:-}" ]; then
    v=$("$home/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -n 1)
  fi
  echo "${v:-}"
}

# Sets JAVA_HOME to a JDK >= 21: JAVA_HOME if it qualifies, else the newest under /usr/lib/jvm.
rookery_find_jdk() {
  local v best="" bestv=0 d
  if [ -n "${JAVA_HOME:-}" ]; then
    v=$(rookery_jdk_version "$JAVA_HOME")
    if [ -n "$v" ] && [ "$v" -ge "$ROOKERY_MIN_JAVA" ]; then
      export JAVA_HOME
      return 0
    fi
  fi
  for d in /usr/lib/jvm/*; do
    [ -d "$d" ] || continue
    v=$(rookery_jdk_version "$d")
    if [ -n "$v" ] && [ "$v" -ge "$ROOKERY_MIN_JAVA" ] && [ "$v" -gt "$bestv" ]; then
      best=$d
      bestv=$v
    fi
  done
  [ -n "$best" ] || rookery_die "no JDK ${ROOKERY_MIN_JAVA} or newer found (JAVA_HOME=${JAVA_HOME:-unset}, none under /usr/lib/jvm).
  Tycho 5 and Eclipse 4.39 need Java ${ROOKERY_MIN_JAVA}+. Install one, e.g. 'apt-get install openjdk-21-jdk' or a
  Temurin 21/25 JDK under /usr/lib/jvm, or point JAVA_HOME at it."
  export JAVA_HOME=$(cd "$best" && pwd -P)
}

# Sets ROOKERY_MVN to Maven ${ROOKERY_MAVEN_VERSION}, unpacked once under ~/.m2/wrapper.
# The distribution is fetched by its coordinates through the system Maven (which knows Maven
# Central by default), so no repository address is written anywhere.
rookery_find_maven() {
  local dist="${ROOKERY_MAVEN_HOME_BASE:-$HOME/.m2/wrapper/rookery}"
  local home="$dist/apache-maven-$ROOKERY_MAVEN_VERSION"
  if [ ! -x "$home/bin/mvn" ]; then
    command -v mvn >/dev/null 2>&1 || rookery_install_packages maven ||
      rookery_die "Maven $ROOKERY_MAVEN_VERSION is not bootstrapped and no system 'mvn' exists to fetch it.
  Install Maven (e.g. 'apt-get install maven'), then run this command again."
    command -v unzip >/dev/null 2>&1 || rookery_install_packages unzip ||
      rookery_die "'unzip' is needed to unpack Maven; install it (e.g. 'apt-get install unzip')."
    echo "rookery: bootstrapping Maven $ROOKERY_MAVEN_VERSION (org.apache.maven:apache-maven:$ROOKERY_MAVEN_VERSION:zip:bin)" >&2
    local tmp
    tmp=$(mktemp -d)
    (cd "$tmp" && mvn -q -B -Dstyle.color=never org.apache.maven.plugins:maven-dependency-plugin:3.8.1:copy \
        -Dartifact="org.apache.maven:apache-maven:$ROOKERY_MAVEN_VERSION:zip:bin" \
        -DoutputDirectory="$tmp") >&2 ||
      rookery_die "could not fetch org.apache.maven:apache-maven:$ROOKERY_MAVEN_VERSION:zip:bin with the system Maven (is Maven Central reachable?)"
    mkdir -p "$dist"
    unzip -q -o "$tmp/apache-maven-$ROOKERY_MAVEN_VERSION-bin.zip" -d "$dist" ||
      rookery_die "could not unpack Maven into $dist"
    rm -rf "$tmp"
  fi
  ROOKERY_MVN="$home/bin/mvn"
}

# Installs Debian packages when running as root; returns non-zero (without installing) otherwise.
rookery_install_packages() {
  [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 || return 1
  echo "rookery: installing system packages: $*" >&2
  if [ -z "${ROOKERY_APT_UPDATED:-}" ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 || return 1
    ROOKERY_APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2
}

# Makes sure Xvfb, GTK 3 and ImageMagick are present (the workbench and its UI tests need them).
rookery_ensure_ui_packages() {
  local missing=()
  command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb xauth)
  command -v import >/dev/null 2>&1 || missing+=(imagemagick)
  command -v xwininfo >/dev/null 2>&1 || missing+=(x11-utils)
  ldconfig -p 2>/dev/null | grep -q 'libgtk-3.so.0' || missing+=(libgtk-3-0)
  # Shogi pieces carry kanji: a Japanese font is wanted but not required (pieces still draw).
  # Printouts embed it in PDFs, which takes TrueType outlines (a .ttf, not a .ttc collection).
  if ! { command -v fc-list >/dev/null 2>&1 && fc-list :lang=ja file 2>/dev/null | grep -qi '\.ttf:'; }; then
    rookery_install_packages fonts-ipafont-gothic ||
      echo "rookery: no Japanese TrueType font: shogi pieces will lack their kanji and kanji names will not print (apt-get install fonts-ipafont-gothic)" >&2
  fi
  [ ${#missing[@]} -eq 0 ] && return 0
  rookery_install_packages "${missing[@]}" && return 0
  rookery_die "the workbench and its tests need these system packages: ${missing[*]}.
  Run as root: apt-get update && apt-get install -y ${missing[*]}"
}

# PostgreSQL's server programs (initdb, pg_ctl): the event-store tests start their own cluster.
rookery_ensure_postgresql() {
  ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 && return 0
  command -v pg_ctl >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1 && return 0
  rookery_install_packages postgresql && return 0
  rookery_die "the event-store tests need PostgreSQL's server. Run as root: apt-get update && apt-get install -y postgresql"
}

# The UI packages, and xdotool: the product's kill test types as an arbiter into the workbench.
rookery_ensure_test_packages() {
  rookery_ensure_ui_packages
  rookery_ensure_engine_packages
  rookery_ensure_fairy_stockfish_wasm
  rookery_ensure_postgresql
  rookery_ensure_browser_packages
  command -v xdotool >/dev/null 2>&1 && return 0
  rookery_install_packages xdotool && return 0
  rookery_die "the product's tests need xdotool. Run as root: apt-get update && apt-get install -y xdotool"
}

# The engines the engine adapters' tests play with (Debian installs them in /usr/games, which
# is not always on PATH: the tests look there too).
rookery_ensure_engine_packages() {
  local missing=() p
  for p in stockfish fairy-stockfish fairymax gnushogi; do
    [ -x "/usr/games/$p" ] || command -v "$p" >/dev/null 2>&1 || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  rookery_install_packages "${missing[@]}" && return 0
  rookery_die "the engine tests need these engines: ${missing[*]}.
  Run as root: apt-get update && apt-get install -y ${missing[*]}"
}

# A current Fairy-Stockfish, built to WebAssembly (npm package fairy-stockfish-nnue.wasm), run
# under Debian's Node by examples/engines/fairy-stockfish-wasm.js: Debian's Fairy-Stockfish 11.1
# has no custom pieces, so only this one plays Guardian chess. npm installs it into a cache
# folder outside the repository ($ROOKERY_ENGINE_CACHE, where the tests look for it).
ROOKERY_FSF_WASM_VERSION=1.1.12
rookery_ensure_fairy_stockfish_wasm() {
  local cache="${ROOKERY_ENGINE_CACHE:-$HOME/.cache/rookery/engines}"
  local pkg="$cache/node_modules/fairy-stockfish-nnue.wasm"
  grep -q "\"version\": \"$ROOKERY_FSF_WASM_VERSION\"" "$pkg/package.json" 2>/dev/null && [ -f "$pkg/stockfish.wasm" ] && return 0
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    rookery_install_packages nodejs npm ||
      rookery_die "the Guardian engine test needs Node and npm. Run as root: apt-get update && apt-get install -y nodejs npm"
  fi
  echo "rookery: installing fairy-stockfish-nnue.wasm@$ROOKERY_FSF_WASM_VERSION into $cache" >&2
  mkdir -p "$cache" && npm install --prefix "$cache" --no-audit --no-fund --no-save --silent \
      "fairy-stockfish-nnue.wasm@$ROOKERY_FSF_WASM_VERSION" >&2 ||
    rookery_die "could not install fairy-stockfish-nnue.wasm@$ROOKERY_FSF_WASM_VERSION with npm into $cache (is the npm registry reachable?)"
}

# Chromium and its WebDriver: the results server's browser tests drive Debian's headless Chromium.
rookery_ensure_browser_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromedriver ] || missing+=(chromium-driver)
  [ ${#missing[@]} -eq 0 ] && return 0
  rookery_install_packages "${missing[@]}" && return 0
  rookery_die "the results server's browser tests need: ${missing[*]}.
  Run as root: apt-get update && apt-get install -y ${missing[*]}"
}

# Starts a private Xvfb display for UI tests when there is no display; sets DISPLAY and
# ROOKERY_XVFB_PID (the caller stops it with rookery_stop_display).
rookery_ensure_display() {
  ROOKERY_XVFB_PID=""
  [ -n "${DISPLAY:-}" ] && return 0
  local n log
  log=$(mktemp)
  for n in $(seq 71 90); do
    [ -e "/tmp/.X$n-lock" ] && continue
    Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$log" 2>&1 &
    ROOKERY_XVFB_PID=$!
    sleep 1
    if kill -0 "$ROOKERY_XVFB_PID" 2>/dev/null; then
      export DISPLAY=":$n"
      rm -f "$log"
      return 0
    fi
  done
  rookery_die "could not start Xvfb for the UI tests: $(cat "$log")"
}

rookery_stop_display() {
  [ -n "${ROOKERY_XVFB_PID:-}" ] && kill "$ROOKERY_XVFB_PID" 2>/dev/null
  return 0
}
