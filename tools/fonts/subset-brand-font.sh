#!/usr/bin/env bash
# Writes the brand face the site ships, src/assets/fonts/plus-jakarta-sans-400-800.woff2 (committed),
# from @fontsource-variable/plus-jakarta-sans's latin file: only the weights the styles use
# (400 to 800 of its 200 to 800 axis) and only the characters of the `unicode-range` declared in
# src/styles/_fonts.scss (English text and the few other characters the copy uses: typographic
# dashes, quotes and arrows, ©, ×, é, the rupee sign). About 11 KB instead of 27 KB: a phone on a slow network gets its first screen sooner.
# A character outside the range is drawn from the fallback face; src/styles/fonts.test.ts fails
# when the site's text uses one.
#
# Needs fontTools with brotli (Debian: apt-get install python3-fonttools python3-brotli).
# Run after updating the font package, or after changing the range: bash tools/fonts/subset-brand-font.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
source_font=node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2
out=src/assets/fonts/plus-jakarta-sans-400-800.woff2
range=$(sed -n "s/^ *unicode-range: *\(.*\);/\1/p" src/styles/_fonts.scss | head -n 1 | tr -d ' ')
[ -n "$range" ] || { echo "no unicode-range in src/styles/_fonts.scss" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
/usr/bin/python3 -m fontTools.subset "$source_font" --unicodes="$range" --layout-features='kern,tnum' \
  --flavor=woff2 --output-file="$tmp/subset.woff2"
/usr/bin/python3 -m fontTools.varLib.instancer "$tmp/subset.woff2" wght=400:800 -o "$out"
echo "$out: $(wc -c < "$out") bytes (from $(wc -c < "$source_font"))"
