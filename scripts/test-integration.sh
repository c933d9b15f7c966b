#!/usr/bin/env bash
# Integration tests of the real stack: nginx + php-fpm serving php/sendEmail.php, a local
# siteverify stub and an SMTP sink (tests/integration/). JUnit: test-results/junit-integration.xml.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results
exec node --test \
  --test-reporter=spec --test-reporter-destination=stdout \
  --test-reporter=junit --test-reporter-destination=test-results/junit-integration.xml \
  tests/integration/
