#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it when it is missing (needs root and apt).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[ -x "$chromium" ] && exit 0
echo "Chromium not found at $chromium; installing Debian's chromium package"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium >/dev/null
[ -x "$chromium" ]
