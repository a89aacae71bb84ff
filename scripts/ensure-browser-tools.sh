#!/usr/bin/env bash
# The tests need Debian's Chromium (Playwright cannot download its own here), poppler-utils
# (the PDF report is read back with pdftotext and pdfinfo) and openssl (the Studio smoke makes a
# certificate for the Content Lake stand-in). Run as root, installs what is missing.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null || missing+=(poppler-utils)
command -v openssl >/dev/null || missing+=(openssl)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Missing: ${missing[*]}; installing Debian's packages (about 30 s)..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing: ${missing[*]}. Install as root with: apt-get update && apt-get install -y ${missing[*]}" >&2
[ -x "$CHROMIUM" ] || echo "(or point CHROMIUM_PATH at a Chromium binary)." >&2
exit 1
