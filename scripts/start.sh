#!/usr/bin/env bash
# Quick start: install, build, and run the storefront with commerce-api on its embedded database.
# Ctrl-C stops both. Data lives in apps/commerce-api/.data/ (delete it to start over).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/toolchain.sh

ensure_pnpm
install_workspace
echo "==> Building the storefront"
pnpm exec turbo run build --filter=storefront --filter=commerce-api --output-logs=errors-only

API_PORT="${API_PORT:-4000}"
STOREFRONT_PORT="${PORT:-3000}"
API_URL="http://127.0.0.1:${API_PORT}"

# The sandbox payment provider (hosted card fields, 3-D Secure, pay-later) answers on a port of its own.
PAYMENTS_PORT="${PAYMENTS_PORT:-4100}" PORT="$API_PORT" HOST=127.0.0.1 pnpm --silent --filter commerce-api start &
api_pid=$!
trap 'kill $api_pid $storefront_pid 2>/dev/null; wait 2>/dev/null' EXIT INT TERM
storefront_pid=""

echo "==> Waiting for commerce-api (first start creates and seeds its database)"
for _ in $(seq 1 120); do
  if curl -fsS "$API_URL/fapi/server/time" >/dev/null 2>&1; then break; fi
  sleep 0.5
done
curl -fsS "$API_URL/fapi/server/time" >/dev/null

PORT="$STOREFRONT_PORT" HOST=0.0.0.0 COMMERCE_API_URL="$API_URL" NODE_ENV=production pnpm --silent --filter storefront start &
storefront_pid=$!
for _ in $(seq 1 60); do
  if curl -fsS -o /dev/null "http://127.0.0.1:${STOREFRONT_PORT}/en-us" 2>/dev/null; then break; fi
  sleep 0.5
done

cat <<MSG

  Switchback is running.
    Storefront    http://localhost:${STOREFRONT_PORT}/en-us
    Commerce API  ${API_URL}   (embedded PostgreSQL in apps/commerce-api/.data/)
    Payments      http://127.0.0.1:${PAYMENTS_PORT:-4100}   (sandbox provider: card fields, 3-D Secure, pay later)

  Press Ctrl-C to stop both.
MSG
wait
