#!/usr/bin/env bash
# A guest's journey over plain HTTP: guest token, cart, search, add an in-stock item, delivery address, shipping
# method, card (tokenised by the payment sandbox), billing address, prepare, place the order with an idempotency
# key (sent twice: one order), and the purchase history. Needs a running commerce-api, curl and node (no jq).
#
#   scripts/guest-journey.sh                               # against http://127.0.0.1:4000
#   BASE_URL=http://127.0.0.1:4100 CARD=4000000000003220 scripts/guest-journey.sh   # a card that needs 3-D Secure
set -euo pipefail

BASE_URL="${BASE_URL:-http://127.0.0.1:4000}"
CARD="${CARD:-4242424242424242}"

# js EXPRESSION < json: evaluates an expression over the parsed document `d` (node, so no jq is needed).
js() { node -e 'let s="";process.stdin.on("data",c=>s+=c).on("end",()=>{const d=JSON.parse(s);const v=eval(process.argv[1]);process.stdout.write(v==null?"":String(v))})' "$1"; }
# call METHOD PATH [BODY] [extra curl args…]: prints the body; fails on an HTTP error, showing the server's error.
call() {
  local method=$1 path=$2 body=${3:-}
  shift $(( $# < 3 ? $# : 3 ))
  local args=(-sS --fail-with-body -X "$method" "$BASE_URL$path")
  [[ -n "${TOKEN:-}" ]] && args+=(-H "authorization: Bearer $TOKEN")
  [[ -n "$body" ]] && args+=(-H 'content-type: application/json' -d "$body")
  curl "${args[@]}" "$@"
}
step() { printf '\n== %s\n' "$1" >&2; }

step "guest token"
TOKEN=$(call POST /token/v2/auth/token '{"type":"Guest"}' | js d.accessToken)

step "cart"
cart_id=$(call POST /cart/v1/cart '{}' | js d.id)
echo "cart $cart_id" >&2

step "search: waterproof boots, cheapest first"
product_id=$(call GET '/products/v2/search/productSearch?q=waterproof%20boot&sort=price-asc&count=5' | js 'd.products.find(p=>p.productInventoryState==="InStock").id')
upc=$(call GET "/products/v2/products/$product_id/details" | js 'd.variants.find(v=>v.quantity>=2).upc')
echo "product $product_id, variant $upc" >&2

step "add item"
call POST /cart/v1/item "{\"cartId\":\"$cart_id\",\"productId\":\"$product_id\",\"upc\":\"$upc\",\"qty\":1}" | js '`${d.totalItems} item(s), total ${d.totals.total} ${d.currency}`' >&2; echo >&2

address='{"firstName":"Jamie","lastName":"Walker","addressLine1":"1601 Wazee St","city":"Denver","province":"CO","postalCode":"80202","country":"US","phone":"3035550199","email":"jamie.walker@example.com"}'
step "shipping address"
call POST "/cart/v2/cart/$cart_id/shippingAddress" "{\"list\":[$address]}" | js '`tax ${d.totals.tax}, shipping ${d.totals.shipping}`' >&2; echo >&2

step "shipping method: standard delivery"
call POST /cart/v1/shippingMethod "{\"cartId\":\"$cart_id\",\"shippingId\":\"me\",\"code\":\"standard\"}" | js '`total ${d.totals.total}`' >&2; echo >&2

step "payment: card tokenised by the sandbox's hosted fields, then billing address"
card_token=$(call POST /payments/sandbox/v1/tokens "{\"number\":\"$CARD\",\"expiryMonth\":12,\"expiryYear\":2030,\"cvc\":\"123\",\"holder\":\"Jamie Walker\"}" | js d.token)
call POST "/cart/v1/cart/$cart_id/paymentInstruments" "{\"payment_method_id\":\"CREDIT_CARD\",\"payment_instrument_id\":\"$card_token\"}" >/dev/null
call POST "/cart/v1/cart/$cart_id/billingAddress" "$address" >/dev/null

step "prepare order"
call POST /cart/v1/cart/prepareOrder "{\"basketId\":\"$cart_id\"}" | js '`ready: ${d.readyToPlace}, total ${d.totals.total}`' >&2; echo >&2

step "place order (sent twice with one idempotency key: one order)"
key=$(node -e 'console.log(crypto.randomUUID())')
order_body="{\"cartId\":\"$cart_id\",\"botResponse\":\"ok\",\"paymentMethod\":{\"code\":\"CREDIT_CARD\"}}"
order=$(call PUT /cart/v2/checkout/order "$order_body" -H "idempotency-key: $key")
again=$(call PUT /cart/v2/checkout/order "$order_body" -H "idempotency-key: $key")
order_no=$(js d.orderNumber <<<"$order")
echo "order $order_no ($(js d.status <<<"$order")); repeat answered $(js d.orderNumber <<<"$again")" >&2

if [[ "$(js d.status <<<"$order")" == "pending_payment" ]]; then
  step "3-D Secure: authenticate on the sandbox challenge page, then patch the order"
  authorisation=$(js 'd.flash[0].action.authorisationId' <<<"$order")
  result=$(call POST "/payments/sandbox/v1/challenge/$authorisation" '{"outcome":"authenticate"}' | js d.challengeResult)
  call PATCH "/cart/v2/checkout/order/$order_no" "{\"paymentMethod\":{\"challengeResult\":\"$result\"}}" | js '`order ${d.orderNumber}: ${d.status}`' >&2; echo >&2
fi

step "a fresh cart after placement"
call POST /cart/v1/cart '{}' | js '`cart ${d.id}, ${d.totalItems} items`' >&2; echo >&2

step "purchase history"
call POST /consumers-v3/consumer/purchasehistory '{}' | js 'd.orders.map(o=>`${o.orderNumber} ${o.status} ${o.total} ${o.currency}`).join("\n")'
echo
