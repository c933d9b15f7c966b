#!/usr/bin/env bash
# Smoke tests of a newcomer's first hour (tests/smoke/): `RECAPTCHA_STUB=1 npm start` sending an
# enquiry end to end offline, a second start skipping the build, and `npm run dev` serving the
# forms; each on free ports, driven in Debian's chromium. JUnit: test-results/junit-smoke.xml.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
exec node --test --test-concurrency=1 \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=junit --test-reporter-destination=test-results/junit-smoke.xml \
  tests/smoke/
