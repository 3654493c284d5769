#!/usr/bin/env bash
# Installs the Debian packages the suite and benchmarks use when any is missing: Chromium (browser suite),
# xmllint (built and received fiscal XML checked against the official schemas), poppler's pdftotext/pdfsig
# (printables read back, PAdES signatures verified), zbarimg (barcodes and QR codes decoded from a page) and zip
# (the Box-E intake's archives), and ICU's headers with pkg-config (the SQLite collation extension,
# scripts/build-sqlite-collation.mjs).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation)
command -v xmllint >/dev/null || missing+=(libxml2-utils)
command -v pdfsig >/dev/null || missing+=(poppler-utils)
command -v zbarimg >/dev/null || missing+=(zbar-tools)
command -v zip >/dev/null || missing+=(zip)
[ -f /usr/include/unicode/ucol.h ] || missing+=(libicu-dev)
[ -f /usr/include/sqlite3ext.h ] || missing+=(libsqlite3-dev)
command -v pkg-config >/dev/null || missing+=(pkg-config)
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
