#!/usr/bin/env bash
# Two commerce-api processes started at once on one fresh PostgreSQL database (they migrate and seed it between
# them: advisory locks make them take turns), then the api-client contract suite against each of them at the same
# time. Run by scripts/test.sh when a PostgreSQL server answers; needs the build (commerce-api's dist/). The
# servers run without TEST_ROUTES, so the contract cases that change a shared variant's stock (errorCatalogue's
# "stock that runs out", which would race each other) are skipped here; they run in the embedded-database step.
#   bash scripts/contract-pair.sh postgres://user@127.0.0.1:5432/an_empty_database
set -euo pipefail
cd "$(dirname "$0")/.."
database_url="${1:?usage: contract-pair.sh DATABASE_URL (an empty database)}"
work="$(mktemp -d)"
pids=()
urls=()

stop_servers() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$work"
}
trap stop_servers EXIT

free_port() {
  node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

for name in a b; do
  port="$(free_port)"
  payments_port="$(free_port)"
  (
    cd apps/commerce-api
    DATABASE_URL="$database_url" PORT="$port" PAYMENTS_PORT="$payments_port" HOST=127.0.0.1 \
      PUBLIC_URL="http://127.0.0.1:${port}" exec node --enable-source-maps dist/main.js
  ) >"$work/server-$name.log" 2>&1 &
  pids+=("$!")
  urls+=("http://127.0.0.1:${port}")
done

for index in 0 1; do
  for _ in $(seq 1 360); do
    if curl -fsS -o /dev/null "${urls[$index]}/fapi/server/time" 2>/dev/null; then break; fi
    if ! kill -0 "${pids[$index]}" 2>/dev/null; then break; fi
    sleep 0.25
  done
  if ! curl -fsS -o /dev/null "${urls[$index]}/fapi/server/time"; then
    echo "commerce-api ${urls[$index]} did not start:"
    cat "$work/server-$([ "$index" = 0 ] && echo a || echo b).log"
    exit 1
  fi
done
# Which process applied the migrations and which seeded: each says so in its first line.
for name in a b; do echo "server $name: $(head -n 1 "$work/server-$name.log")"; done

COMMERCE_API_URL="${urls[0]}" pnpm --filter @switchback/api-client test:contract >"$work/contract-a.log" 2>&1 &
contract_a=$!
COMMERCE_API_URL="${urls[1]}" pnpm --filter @switchback/api-client test:contract >"$work/contract-b.log" 2>&1 &
contract_b=$!
status_a=0
status_b=0
wait "$contract_a" || status_a=$?
wait "$contract_b" || status_b=$?
for name in a b; do
  echo "==> contract suite against server $name:"
  cat "$work/contract-$name.log"
done
echo "contract suites at once on one database: server a exit ${status_a}, server b exit ${status_b}"
[ "$status_a" = 0 ] && [ "$status_b" = 0 ]
