#!/usr/bin/env bash
# PHP checks: phpcs (PSR-12, php/phpcs.xml) and PHPUnit (php/phpunit.xml).
# JUnit for CI: test-results/junit-php.xml. Exits non-zero if either fails.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

status=0
echo "== phpcs (PSR-12)"
if (cd php && phpcs -q --standard=phpcs.xml); then
  echo "phpcs: clean"
else
  echo "phpcs: violations found" >&2
  status=1
fi

echo "== phpunit"
(cd php && phpunit --configuration phpunit.xml --log-junit ../test-results/junit-php.xml) || status=1
exit "$status"
