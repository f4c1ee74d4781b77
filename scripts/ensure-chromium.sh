#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium); installs it when missing.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-apt-package.sh" chromium "${CHROMIUM_PATH:-/usr/bin/chromium}"
