#!/usr/bin/env bash
# A registered shopper's journey over plain HTTP: a guest cart with a line, PKCE sign-in (S256) handing the cart
# over, the member's cart holding that line, the profile with its loyalty summary, the purchase history (orders
# carry `orderNumber`), and sign-out. Needs a running commerce-api, curl and node.
#
#   scripts/registered-journey.sh                                   # alex.rivera@example.com on http://127.0.0.1:4000
#   BASE_URL=http://127.0.0.1:4100 EMAIL=maya.chen@example.com scripts/registered-journey.sh
set -euo pipefail

BASE_URL="${BASE_URL:-http://127.0.0.1:4000}"
EMAIL="${EMAIL:-alex.rivera@example.com}"
PASSWORD="${PASSWORD:-Trailhead26}"

# field NAME < json: prints one top-level field of a JSON document (node, so no jq is needed).
field() { node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const v=JSON.parse(s)[process.argv[1]];process.stdout.write(v==null?"":String(v))})' "$1"; }
# post PATH BODY [TOKEN]: prints the body; fails on an HTTP error, showing the server's error.
post() {
  local auth=()
  [[ -n "${3:-}" ]] && auth=(-H "authorization: Bearer $3")
  curl -sS --fail-with-body -X POST "$BASE_URL$1" -H 'content-type: application/json' "${auth[@]}" -d "$2"
}
get() { curl -sS --fail-with-body "$BASE_URL$1" -H "authorization: Bearer $2"; }
step() { printf '\n== %s\n' "$1" >&2; }

step "guest session and cart"
guest=$(post /token/v2/auth/token '{"type":"Guest"}')
guest_token=$(field accessToken <<<"$guest")
basket_id=$(post /cart/v1/cart '{}' "$guest_token" | field id)
echo "guest $(field consumerNo <<<"$guest"), basket $basket_id" >&2
# An in-stock jacket with a variant in stock, added to the guest basket (it must show up after sign-in).
product_id=$(get '/products/v2/search/productSearch?q=jacket&count=10' "$guest_token" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.parse(s).products.find(p=>p.productInventoryState==="InStock").id))')
upc=$(get "/products/v2/products/$product_id/details" "$guest_token" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>process.stdout.write(JSON.parse(s).variants.find(v=>v.quantity>=2).upc))')
post /cart/v1/item "{\"cartId\":\"$basket_id\",\"productId\":\"$product_id\",\"upc\":\"$upc\",\"qty\":1}" "$guest_token" >/dev/null
echo "added $product_id ($upc) to the guest basket" >&2

step "PKCE pair (S256)"
verifier=$(node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url"))')
challenge=$(node -e 'process.stdout.write(require("node:crypto").createHash("sha256").update(process.argv[1]).digest("base64url"))' "$verifier")
echo "challenge $challenge" >&2

step "sign in as $EMAIL"
signin_body=$(node -e 'process.stdout.write(JSON.stringify({type:"Registered",username:process.argv[1],password:process.argv[2],codeChallenge:process.argv[3],codeChallengeMethod:"S256"}))' "$EMAIL" "$PASSWORD" "$challenge")
code=$(post /consumers-v3/auth/signin "$signin_body" | field authorizationCode)
echo "authorization code received" >&2

step "token exchange with the verifier, handing the guest basket over"
session=$(post /token/v2/auth/token "{\"type\":\"Registered\",\"authorizationCode\":\"$code\",\"codeVerifier\":\"$verifier\",\"guestObjects\":{\"basketId\":\"$basket_id\"}}" "$guest_token")
access_token=$(field accessToken <<<"$session")
refresh_token=$(field refreshToken <<<"$session")
echo "signed in: consumer $(field consumerNo <<<"$session"), type $(field consumerType <<<"$session"), basket $(field basketId <<<"$session")" >&2

step "the member's cart holds the guest's line"
post /cart/v1/cart '{}' "$access_token" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const c=JSON.parse(s);process.stdout.write(`cart ${c.id}: ${c.totalItems} item(s), ${c.items.map(i=>`${i.productId}/${i.upc} x${i.qty}`).join(", ")}, total ${c.totals.total} ${c.currency}\n`)})' >&2

step "profile (with loyalty summary)"
get '/consumers-v3/consumer?includeLoyaltySummary=true' "$access_token"
echo

step "purchase history"
# Printed with its status rather than failing the journey: a fresh account simply has no orders.
curl -sS -X POST "$BASE_URL/consumers-v3/consumer/purchasehistory" -H 'content-type: application/json' \
  -H "authorization: Bearer $access_token" -d '{}' -w '\n(HTTP %{http_code})\n'

step "sign out"
post /consumers-v3/consumer/auth/signout "{\"refreshToken\":\"$refresh_token\"}" "$access_token"
echo
