#!/usr/bin/env bash
# Installs everything a fresh Node 20 machine lacks and runs every test: package builds and guards, type checks,
# unit/component/story tests, the package suites again on Node 24 (from the npm registry), the commerce-api and
# contract suites on a PostgreSQL server when one answers, and the end-to-end tests in Debian's Chromium. CI runs
# exactly this.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/toolchain.sh

log="$(mktemp)"

# CI shows only the end of what a run prints, and turbo interleaves the suites' output, so a failed run closes with
# the failure lines gathered from the whole log.
report_failures() {
  local status=$?
  if [ "$status" != 0 ]; then
    local plain
    plain="$(mktemp)"
    sed 's/\x1b\[[0-9;]*m//g' "$log" >"$plain"
    echo "==> FAILED (exit ${status}). What failed:"
    grep -a -E '( FAIL |✘|×|Tests .*failed|[0-9]+ failed|exited \()' "$plain" | grep -av -E '(✓| 0 failed)' | sort -u | tail -n 60
    echo "==> Its error lines (logged request mocks left out):"
    grep -a -E '(AssertionError|TimeoutError|TestingLibraryElementError|Unhandled|Error: |timed out|ERR_)' "$plain" \
      | grep -av -E '(✓|\[MSW\]|could not load|failed: InternalError)' | tail -n 60
  fi
}
# Scratch databases this run made on the PostgreSQL server (dropped however the run ends).
pg_databases=()
drop_pg_databases() {
  if [ "${#pg_databases[@]}" -gt 0 ]; then
    node tooling/scripts/postgres-databases.mjs drop "${pg_databases[@]}" || echo "==> could not drop ${pg_databases[*]}"
  fi
}
on_exit() {
  local status=$?
  drop_pg_databases
  (exit "$status")
  report_failures
}
trap on_exit EXIT
# Each step says how long it took, so the run's time (CI's limit is 45 minutes on two cores) can be kept in view.
run() {
  echo "==> $*"
  local started=$SECONDS
  "$@" 2>&1 | tee -a "$log"
  echo "==> took $((SECONDS - started)) s: $*"
}

ensure_pnpm
ensure_chromium
install_workspace
run pnpm exec turbo run build --output-logs=errors-only
run pnpm exec turbo run lint typecheck --continue --output-logs=errors-only
# ESLint over the whole workspace (the root's eslint.config.js; React hooks and jsx-a11y included).
run pnpm run lint:eslint
# Prettier's formatting (.prettierrc); `pnpm format` rewrites what this finds.
run pnpm run format:check
run node tooling/scripts/check-boundaries.mjs
run pnpm exec turbo run test --continue --concurrency=2
# commerce-api's write-route fuzz (issue 15) at the issue's bar, 10,000 generated bodies to each public write route
# (the suite above sent 40 to each), in two shards side by side, each a Vitest worker on a fresh embedded database:
# about 4–5 minutes idle (timings in the README). `FUZZ_RUNS_PER_ROUTE` overrides the count.
run env FUZZ_RUNS_PER_ROUTE="${FUZZ_RUNS_PER_ROUTE:-10000}" pnpm --filter commerce-api exec vitest run src/http/fuzz
# The api-client against a live commerce-api on a fresh embedded database (outside turbo: its cache cannot see
# commerce-api's files).
run pnpm --filter @switchback/api-client test:contract
# The release rehearsal: `changeset version` in a copy, every package published to a throw-away verdaccio on
# loopback, then each installed alone into a blank project (footprint printed; validation and cart must bring no
# React) and its README example type-checked and run as ESM and CJS.
run pnpm release:rehearse

# The package suites again on Node 24 LTS (installed from the npm registry into .cache/node24). The variable keeps
# turbo's cache of these runs apart from the Node 20 ones.
node24_bin="$(ensure_second_node)"
on_node24() {
  echo "node $(PATH="${node24_bin}:${PATH}" node --version) from ${node24_bin}"
  PATH="${node24_bin}:${PATH}" SWITCHBACK_TEST_NODE=24 "$@"
}
run on_node24 pnpm exec turbo run test --filter='./packages/*' --continue --concurrency=2

# The same suites on a PostgreSQL server, when one answers (TEST_POSTGRES_URL, default the machine's at
# 127.0.0.1:5432): each step gets a database of its own, made here and dropped at the end.
if node tooling/scripts/postgres-databases.mjs check; then
  pg_prefix="switchback_test_$(date +%s)_$$"
  pg_databases=("${pg_prefix}_api" "${pg_prefix}_pair" "${pg_prefix}_e2e")
  node tooling/scripts/postgres-databases.mjs create "${pg_databases[@]}"
  pg_url() { node tooling/scripts/postgres-databases.mjs url "$1"; }
  # commerce-api's suite: each test file in a schema of its own (src/testing/testDatabase.ts), two files at a time (a
  # deadlock, 40P01, of two files side by side came from seeding's database-wide `analyze`; it now analyzes its own
  # schema only, see src/db/seedDatabase.ts).
  run env DATABASE_URL="$(pg_url "${pg_prefix}_api")" pnpm --filter commerce-api test
  # Two commerce-api processes start at once on one empty database (they migrate and seed it between them), and
  # the contract suite runs against both at the same time.
  run bash scripts/contract-pair.sh "$(pg_url "${pg_prefix}_pair")"
  # One end-to-end spec with the stack's commerce-api on the server.
  run env E2E_DATABASE_URL="$(pg_url "${pg_prefix}_e2e")" pnpm --filter @switchback/e2e exec playwright test tests/smoke.spec.ts
  drop_pg_databases
  pg_databases=()
else
  echo "==> No PostgreSQL server answers: the commerce-api, contract and e2e suites ran on the embedded database only"
fi

run pnpm e2e

# One closing line for the whole run, summed from Vitest's and Playwright's own summaries.
# Colour codes are stripped first: Vitest puts them between "Tests" and the count.
passed=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -aoE '(Tests +[0-9]+ passed|^ +[0-9]+ passed \()' | grep -oE '[0-9]+' | awk '{ s += $1 } END { print s + 0 }')
echo "all: ${passed} passed, 0 failed"
