#!/usr/bin/env bash
# npm test: everything CI checks, on a fresh clone. Installs what is missing, then runs lint,
# typecheck, unit and component tests, PHP tests, the production build with prerendering, the
# bundle budget, the endpoint integration tests and the end-to-end tests. Every step runs even
# when an earlier one failed (except when the build fails, the browser tests cannot run);
# the last line sums every suite: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

bash scripts/system-deps.sh || { echo "0 passed, 1 failed"; exit 1; }
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund || { echo "0 passed, 1 failed"; exit 1; }
fi

rm -rf test-results && mkdir -p test-results
failed_steps=0
failed_names=()

unreported=0

# step NAME REPORT CMD...: REPORT is the JUnit file the command writes ("-" for none). A failed
# step without a report (lint, typecheck, build, a crashed runner) counts as one failure.
step() {
  local name=$1 report=$2
  shift 2
  echo
  echo "=== $name: $*"
  local started=$SECONDS
  if "$@"; then
    echo "=== $name passed ($((SECONDS - started)) s)"
    return 0
  fi
  echo "=== $name FAILED ($((SECONDS - started)) s)"
  failed_steps=$((failed_steps + 1))
  failed_names+=("$name")
  if [ "$report" = "-" ] || ! grep -qE "<(failure|error)\b" "$report" 2>/dev/null; then unreported=$((unreported + 1)); fi
  return 1
}

step lint - npm run --silent lint
step typecheck - npm run --silent typecheck
step unit test-results/junit-unit.xml npx vitest run
step php test-results/junit-php.xml bash scripts/test-php.sh
if step build - npm run --silent build; then
  step bundle test-results/junit-bundle.xml node scripts/bundle-budget.mjs --junit test-results/junit-bundle.xml
  step integration test-results/junit-integration.xml bash scripts/test-integration.sh
  step e2e test-results/junit-e2e.xml node scripts/e2e.mjs
fi

echo
if [ "$failed_steps" -gt 0 ]; then echo "Failed steps: ${failed_names[*]}"; fi
node scripts/lib/junit-summary.mjs "$unreported" test-results/*.xml
[ "$failed_steps" -eq 0 ]
