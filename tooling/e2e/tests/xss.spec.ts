import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations } from '../src/shop';
import { startStack, type Stack } from '../src/stack';

// XSS corpus (issue 15), through what shoppers write and type: review titles and texts (a signed-in shopper's review
// is published at once), questions, the search box's query, in batches so the run stays short. Chromium listens for
// dialogs, for a marker function every payload calls, and for CSP violations (a payload that reached the page as
// markup and was only stopped by the policy counts as a failure too). CMS rich text, link targets, promo messages and
// the newsletter policy text go through the same sanitiser, checked in Chromium by content-blocks' XSS story.

let stack: Stack;
test.beforeAll(async () => {
  stack = await startStack();
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Over a hundred payloads: elements, event handlers, URL schemes, mXSS and attribute breakouts. */
function corpus(): string[] {
  const call = 'window.__xssHit&&__xssHit(1);alert(1)';
  const payloads = [
    `<script>${call}</script>`,
    `<img src=x onerror="${call}">`,
    `<svg onload="${call}">`,
    `<svg><script>${call}</script></svg>`,
    `<iframe src="javascript:${call}"></iframe>`,
    `<iframe srcdoc="<script>parent.__xssHit&&parent.__xssHit(1)</script>"></iframe>`,
    `<a href="javascript:${call}">x</a>`,
    `<a href="jav&#x09;ascript:${call}">x</a>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${call}">`,
    `<noscript><p title="</noscript><img src=x onerror=${call}>">`,
    `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${call}">`,
    `"><script>${call}</script>`,
    `'><img src=x onerror=${call}>`,
    `</textarea><script>${call}</script>`,
    `</title><script>${call}</script>`,
    `</script><script>${call}</script>`,
    `<details open ontoggle="${call}">`,
    `<video><source onerror="${call}"></video>`,
    `<audio src=x onerror="${call}">`,
    `<body onload="${call}">`,
    `<input autofocus onfocus="${call}">`,
    `<select autofocus onfocus="${call}">`,
    `<marquee onstart="${call}">`,
    `<object data="javascript:${call}">`,
    `<embed src="javascript:${call}">`,
    `<base href="javascript:/">`,
    `<meta http-equiv="refresh" content="0;url=javascript:${call}">`,
    `<link rel=import href="data:text/html,<script>${call}</script>">`,
    `<style>@import 'javascript:${call}';</style>`,
    `<div style="background:url(javascript:${call})">`,
    `{{constructor.constructor('${call}')()}}`,
    `\${${call}}`,
    `javascript:${call}`,
    `data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==`,
    `<img src=x onerror=&#x61;&#x6c;&#x65;&#x72;&#x74;(1)>`,
    `<scr<script>ipt>${call}</scr</script>ipt>`,
    `<ScRiPt>${call}</sCrIpT>`,
    `<img """><script>${call}</script>">`,
    `<svg><animate onbegin="${call}" attributeName=x dur=1s>`,
    `<svg><a xlink:href="javascript:${call}"><text x=20 y=20>x</text></a></svg>`,
    `<template><script>${call}</script></template>`,
    `<x onclick="${call}">click</x>`,
    `\u003cscript\u003e${call}\u003c/script\u003e`,
    `%3Cscript%3E${call}%3C/script%3E`,
    `<img src=x:alert(1) onerror=eval(src)>`,
    `<svg/onload=${call}>`,
    `<img/src/onerror=${call}>`,
    `<a href=" &#14;  javascript:${call}">x</a>`,
    `<iframe src=data:text/html,%3Cscript%3E${encodeURIComponent(call)}%3C/script%3E>`,
    `<xmp><img src=x onerror="${call}"></xmp>`,
    `<textarea><img src=x onerror="${call}"></textarea>`,
  ];
  // Each with a variant wrapped in quotes and angle noise, so attribute and text contexts both get one.
  const variants = payloads.flatMap((payload) => [payload, `x" ${payload} <b>`]);
  return variants;
}

const PAYLOADS = corpus();

async function watch(page: Page): Promise<{ hits: string[] }> {
  const hits: string[] = [];
  page.on('dialog', async (dialog) => {
    hits.push(`dialog: ${dialog.message()}`);
    await dialog.dismiss();
  });
  await page.exposeBinding('__xssHit', (_source, value: unknown) => {
    hits.push(`script ran: ${String(value)}`);
  });
  return { hits };
}

async function memberToken(): Promise<string> {
  const codeVerifier = randomBytes(32).toString('base64url');
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url');
  const headers = { 'content-type': 'application/json', 'x-site-id': 'sb-us', 'x-locale': 'en-us' };
  const signIn = await fetch(`${stack.apiUrl}/consumers-v3/auth/signin`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      type: 'Registered',
      username: 'maya.chen@example.com',
      password: 'Trailhead26',
      codeChallenge,
      codeChallengeMethod: 'S256',
    }),
  });
  const { authorizationCode } = (await signIn.json()) as { authorizationCode: string };
  const token = await fetch(`${stack.apiUrl}/token/v2/auth/token`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ type: 'Registered', authorizationCode, codeVerifier }),
  });
  return ((await token.json()) as { accessToken: string }).accessToken;
}

test(`none of ${PAYLOADS.length} XSS payloads runs through reviews, questions and search`, async ({ page }) => {
  test.setTimeout(300_000);
  expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  const { hits } = await watch(page);
  // The detectors work: a page without the shop's defences runs a payload, and it is seen.
  await page.setContent('<img src=x onerror="window.__xssHit(1)">');
  await expect.poll(() => hits.length).toBe(1);
  hits.length = 0;
  const violations = await recordCspViolations(page);

  const search = (await (await fetch(`${stack.apiUrl}/products/v2/search/productSearch?q=fleece&count=1`)).json()) as {
    products: { id: string }[];
  };
  const productId = search.products[0]!.id;
  const { pdpUrl } = (await (await fetch(`${stack.apiUrl}/products/v2/products/${productId}/details`)).json()) as {
    pdpUrl: string;
  };
  const token = await memberToken();
  const headers = {
    'content-type': 'application/json',
    authorization: `Bearer ${token}`,
    'x-site-id': 'sb-us',
    'x-locale': 'en-us',
  };

  // Reviews: every payload in a title or a text (batched, several per review); questions likewise.
  const accepted: string[] = [];
  for (let index = 0; index < PAYLOADS.length; index += 25) {
    const batch = PAYLOADS.slice(index, index + 25);
    const review = await fetch(`${stack.apiUrl}/products/v1/products/${productId}/reviews`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        rating: 4,
        title: batch[0]!.slice(0, 100),
        text: `Tried these on the trail. ${batch.join(' | ')}`.slice(0, 5000),
        nickname: 'xss_corpus',
      }),
    });
    expect(review.status, await review.clone().text()).toBeLessThan(500);
    if (review.status < 300) accepted.push(...batch);
    const question = await fetch(`${stack.apiUrl}/products/v1/products/${productId}/reviews/questions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        text: `Does it hold up? ${batch.slice(0, 5).join(' ')}`.slice(0, 500),
        nickname: 'xss_corpus',
      }),
    });
    expect(question.status).toBeLessThan(500);
  }
  expect(accepted.length).toBeGreaterThanOrEqual(100);

  await page.goto(`${stack.storefrontUrl}${pdpUrl}?reviewSort=newest#reviews`);
  await page.locator('html[data-hydrated="true"]').waitFor();
  // The payloads are on the page as text.
  await expect(page.locator('#reviews')).toContainText('Tried these on the trail.');
  await page.mouse.move(200, 400);
  await page.locator('#reviews').hover();

  // Search: the query is drawn back into the page (heading, field, suggestions).
  for (const payload of PAYLOADS.filter((_, index) => index % 10 === 0)) {
    await page.goto(`${stack.storefrontUrl}/en-us/search?q=${encodeURIComponent(payload)}`);
    await page.locator('html[data-hydrated="true"]').waitFor();
  }
  await page.waitForTimeout(500);
  expect(hits).toEqual([]);
  expect(violations()).toEqual([]);
});
