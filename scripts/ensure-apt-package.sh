#!/usr/bin/env bash
# Usage: ensure-apt-package.sh PACKAGE PROGRAM. Installs Debian's PACKAGE when PROGRAM is missing (needs root and apt):
# the test suites' own tools (Chromium for the end-to-end tests, nginx for the proxy test).
set -euo pipefail
package="$1"
program="$2"
[ -x "$program" ] && exit 0
echo "$program not found; installing Debian's $package package"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Install $package (apt-get install -y $package), or name where it is (see the README)." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq "$package" >/dev/null
[ -x "$program" ]
