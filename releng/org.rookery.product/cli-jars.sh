#!/usr/bin/env bash
# SPDX-License-Identifier: EPL-2.0
# Puts unsigned copies of the Equinox launcher and framework into the product's cli/ folder,
# for the headless commands' start-up.
#
# Why: a command such as 'rookery version' spends most of its time starting the framework, and
# the framework's classes come from a signed jar through a URL class loader: the JVM checks the
# signature and hashes every class it reads, and cannot keep those classes in the class-data
# archive the product's script makes (it never archives signed or custom-loaded classes). The
# same classes from an unsigned jar on the class path are archived after the first run. The
# signed originals in plugins/ stay as they are and the workbench keeps starting from them.
#
# usage: cli-jars.sh PRODUCT_DIR    (run by the product's build after the product is materialised)
set -euo pipefail
product=$(cd "$1" && pwd)
[ -d "$product/plugins" ] || { echo "cli-jars.sh: no product at $1" >&2; exit 2; }
jar_tool=${JAVA_HOME:+$JAVA_HOME/bin/}jar
command -v "$jar_tool" >/dev/null || { echo "cli-jars.sh: the JDK's 'jar' tool is missing (JAVA_HOME=${JAVA_HOME:-unset})" >&2; exit 2; }
out="$product/cli"
rm -rf "$out"
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for bundle in org.eclipse.equinox.launcher org.eclipse.osgi; do
  shopt -s nullglob
  jars=("$product/plugins/${bundle}_"*.jar)
  shopt -u nullglob
  [ ${#jars[@]} -eq 1 ] || { echo "cli-jars.sh: expected one $bundle jar in $product/plugins, found ${#jars[@]}" >&2; exit 1; }
  rm -rf "$work/x"
  mkdir "$work/x"
  (cd "$work/x" && "$jar_tool" --extract --file "${jars[0]}")
  # Without its signature files a jar is unsigned; the digests left in the manifest are inert.
  rm -f "$work/x"/META-INF/*.SF "$work/x"/META-INF/*.RSA "$work/x"/META-INF/*.DSA "$work/x"/META-INF/*.EC
  "$jar_tool" --create --file "$out/$bundle.jar" --manifest "$work/x/META-INF/MANIFEST.MF" -C "$work/x" .
  # The copy names the original it was made from, so that a mismatch is visible.
  printf '%s\n' "${jars[0]##*/}" >>"$out/made-from"
done
