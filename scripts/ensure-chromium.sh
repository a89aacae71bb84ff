#!/usr/bin/env bash
# Browser tests need Chromium. Playwright cannot download its own here, so use Debian's.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package (about 30 s)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it as root with: apt-get update && apt-get install -y chromium" >&2
echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
exit 1
