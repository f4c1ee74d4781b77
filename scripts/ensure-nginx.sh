#!/usr/bin/env bash
# The proxy test (npm run test:proxy) runs Debian's nginx (NGINX_PATH, default /usr/sbin/nginx); installs it when missing.
set -euo pipefail
exec bash "$(dirname "$0")/ensure-apt-package.sh" nginx "${NGINX_PATH:-/usr/sbin/nginx}"
