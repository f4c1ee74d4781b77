#!/usr/bin/env bash
# The proxy test (npm run test:proxy) runs Debian's nginx; install it when it is missing (needs root and apt).
set -euo pipefail
nginx="${NGINX_PATH:-/usr/sbin/nginx}"
[ -x "$nginx" ] && exit 0
echo "nginx not found; installing Debian's nginx package"
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "Install nginx (apt-get install -y nginx) to run the proxy test." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# The package's own service is not needed (the test runs nginx in the foreground in a directory of its own).
apt-get install -y -qq --no-install-recommends nginx >/dev/null
[ -x "$nginx" ]
