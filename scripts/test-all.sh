#!/usr/bin/env bash
# npm test: everything CI checks, on a fresh clone. Installs what is missing, then runs lint,
# typecheck, unit and component tests, PHP tests, the production build with prerendering, the
# bundle budget, the endpoint integration tests, the smoke tests of npm start and npm run dev, and
# the end-to-end tests. Every step runs even
# when an earlier one failed, so that one failure does not hide another; only the steps that
# need dist/ (bundle, smoke, e2e) are left out when the build fails, and they count as failed.
# The last line sums every suite: "N passed, N failed" (tests/harness/junit-summary.mjs, which
# also fails a suite whose JUnit report is missing or below its floor in tests/harness/test-floors.mjs).
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/system-deps.sh test || { echo "0 passed, 1 failed"; exit 1; }
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }
fi

rm -rf test-results && mkdir -p test-results
results=()

# step NAME CMD...: runs CMD and records NAME=passed or NAME=failed. A suite's JUnit report is
# test-results/junit-NAME.xml.
step() {
  local name=$1
  shift
  echo
  echo "=== $name: $*"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name passed ($((SECONDS - started)) s)"
    results+=("$name=passed")
    return 0
  fi
  echo "=== $name FAILED ($((SECONDS - started)) s)"
  results+=("$name=failed")
  return 1
}

# not_run NAME WHY: a step left out because one it needs failed; it counts as failed.
not_run() {
  echo
  echo "=== $1 NOT RUN: $2"
  results+=("$1=not-run")
}

step lint npm run --silent lint
step typecheck npm run --silent typecheck
step unit npm run --silent test:unit
step php bash scripts/test-php.sh
if step build npm run --silent build; then built=1; else built=0; fi
if [ "$built" = 1 ]; then
  step bundle node scripts/bundle-budget.mjs --junit test-results/junit-bundle.xml
else
  not_run bundle "it measures dist/, and the build failed"
fi
# The integration tests serve a fixture dist/ of their own: they run whatever the build did.
step integration bash scripts/test-integration.sh
# npm start (which serves dist/, and skips rebuilding it) and npm run dev, as a newcomer runs them.
if [ "$built" = 1 ]; then
  step smoke bash scripts/test-smoke.sh
else
  not_run smoke "npm start serves dist/, and the build failed"
fi
if [ "$built" = 1 ]; then
  step e2e node scripts/e2e.mjs
else
  not_run e2e "it runs against dist/, and the build failed"
fi

echo
node tests/harness/junit-summary.mjs "${results[@]}"
