#!/usr/bin/env node
// Add-to-cart under load: ROUNDS times, a new guest session and basket, then REQUESTS `POST /cart/v1/item` calls at
// CONNECTIONS connections (autocannon) against that one basket, qty 1 each, spread over 20 in-stock variants so no
// line runs out of stock (a line never asks for more than its variant has). Afterwards the basket is read back and
// must hold exactly one unit per successful call (no lost or doubled writes). Needs a running commerce-api:
//   BASE_URL=http://127.0.0.1:4000 node apps/commerce-api/scripts/bench-add-to-cart.mjs
//   (or pnpm --filter commerce-api bench; CONNECTIONS=10 REQUESTS=1000 ROUNDS=3 WARMUP=200 by default)
import autocannon from 'autocannon';

const base = (process.env.BASE_URL ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
const connections = Number(process.env.CONNECTIONS ?? 10);
const requests = Number(process.env.REQUESTS ?? 1000);
const rounds = Number(process.env.ROUNDS ?? 3);
const warmup = Number(process.env.WARMUP ?? 200);
const LINES = 20;
const site = { 'x-site-id': 'sb-us' };

async function call(method, path, { token, body } = {}) {
  const response = await fetch(base + path, {
    method,
    headers: {
      ...site,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** LINES variants of different, unlimited products with at least `perLine` units online. */
async function pickVariants(perLine) {
  const picked = [];
  for (const q of ['jacket', 'boot', 'shoe', 'tent', 'pack', 'fleece', 'shirt', 'pant', 'sock', 'bag']) {
    const { products } = await call('GET', `/products/v2/search/productSearch?q=${q}&count=100`);
    for (const { id } of products) {
      if (picked.length >= LINES) return picked;
      if (picked.some((entry) => entry.productId === id)) continue;
      const details = await call('GET', `/products/v2/products/${id}/details`);
      if (details.maxQty != null && details.maxQty < perLine) continue;
      const variant = details.variants?.find((v) => v.quantity >= perLine);
      if (variant) picked.push({ productId: id, upc: variant.upc });
    }
  }
  throw new Error(`Found only ${picked.length} variants with ${perLine} units in stock`);
}

async function round(label, amount) {
  const perLine = Math.ceil(amount / LINES);
  const variants = await pickVariants(perLine);
  const { accessToken: token } = await call('POST', '/token/v2/auth/token', { body: { type: 'Guest' } });
  const { id: cartId } = await call('POST', '/cart/v1/cart', { token, body: {} });
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    amount,
    headers: { ...site, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/cart/v1/item',
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ cartId, ...variants[next++ % LINES], qty: 1 }),
        }),
      },
    ],
  });
  const cart = await call('GET', `/cart/v1/cart/${cartId}`, { token });
  const units = cart.items.reduce((sum, item) => sum + item.qty, 0);
  const ok = result['2xx'];
  const exact = units === ok && result.non2xx === 0 && result.errors === 0;
  console.log(
    `${label}: ${amount} adds at ${connections} connections: p50 ${result.latency.p50} ms, p90 ${result.latency.p90} ms, ` +
      `p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ${Math.round(result.requests.average)} req/s; ` +
      `2xx ${ok}, non-2xx ${result.non2xx}, errors ${result.errors}; basket holds ${units} units in ${cart.items.length} lines, ` +
      `total ${cart.totals.total} ${cart.currency} ${exact ? '(exact)' : '(MISMATCH)'}`,
  );
  if (!exact) process.exitCode = 1;
  return result;
}

if (warmup > 0) await round('warm-up', warmup);
for (let index = 1; index <= rounds; index += 1) await round(`round ${index}`, requests);
