#!/usr/bin/env bash
# A registered shopper's journey over plain HTTP: a guest cart, PKCE sign-in (S256) handing the cart over, the
# profile with its loyalty summary, the purchase history, and sign-out. Needs a running commerce-api, curl and node.
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
