import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { cors } from 'hono/cors';
import { z } from 'zod';
import type { Database } from '../db/openDatabase';
import { paymentAuthorisations } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { AppEnv } from '../http/AppEnv';
import { readJsonBody } from '../http/readJsonBody';
import { payLaterAuthorisationToken, payLaterOutcomeFor, validPayLaterSession } from './payLaterTokens';
import { payPalApproval, readPayPalSession } from './paypalTokens';
import { cardType, luhnValid, TEST_CARDS, tokeniseCard } from './sandboxCards';
import { hashChallengeResult } from './SandboxPaymentProvider';

/** What the provider's pages post to the page that embeds them (`window.postMessage`). */
export const PAYMENT_MESSAGE_SOURCE = 'switchback-sandbox-pay';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
// JSON inside a <script>: `<` escaped so no value can close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const STYLE =
  'body{font:16px system-ui;margin:0;padding:1rem;color:#1a1a1a}label{display:block;margin:.5rem 0 .2rem;font-weight:600}' +
  'input{font:inherit;padding:.45rem;border:1px solid #666;border-radius:4px;width:100%;box-sizing:border-box}' +
  '.row{display:flex;gap:.75rem}.row>div{flex:1}button{font:inherit;padding:.6rem 1rem;margin:.75rem .25rem 0 0;border-radius:4px;border:1px solid #1a1a1a;background:#1a1a1a;color:#fff;cursor:pointer}' +
  'button.secondary{background:#fff;color:#1a1a1a}[role=alert],.error{color:#a00000}.error{margin:.2rem 0 0;font-size:.875rem}' +
  '.error:empty{display:none}input[aria-invalid=true]{border-color:#a00000}:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}';

// The main landmark is named: these pages are mostly framed by a shop, and a screen reader lists a frame's landmarks
// with the page's, where two unnamed mains could not be told apart.
function page(title: string, body: string, nonce?: string, script?: string, lang = 'en') {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title>` +
    `<style>${STYLE}</style></head><body><main aria-label="${escapeHtml(title)}">${body}</main>${script && nonce ? `<script nonce="${nonce}">${script}</script>` : ''}</body></html>`
  );
}

/** The embedding page's origin from `?origin=`: only an http(s) origin, nothing else, is accepted. */
function embedderOrigin(c: Context): string | null {
  const raw = c.req.query('origin');
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw.replace(/\/+$/, '')
      ? url.origin
      : null;
  } catch {
    return null;
  }
}

function withPageHeaders(c: Context, nonce: string, frameAncestors: string) {
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'self'; frame-ancestors ${frameAncestors}`,
  );
  c.header('referrer-policy', 'no-referrer');
}

/** The hosted card fields' words, in English and (`?locale=fr-…`) in Canadian French. */
const HOSTED_FIELDS_TEXT = {
  en: {
    lang: 'en',
    title: 'Card details',
    heading: 'Card details',
    sandbox: '(sandbox payments)',
    number: 'Card number',
    expiryMonth: 'Expiry month',
    expiryYear: 'Expiry year',
    cvc: 'Security code',
    holder: 'Name on card',
    submit: 'Use this card',
    script: {
      notChecked: 'The card could not be checked. Check the number, the expiry date and the security code.',
      tryAgain: 'The card could not be checked. Please try again.',
      ready: '{card} ending {last4} is ready to use.',
      numberMissing: 'Enter the card number.',
      numberInvalid: 'This card number is not valid. Check it and try again.',
      monthInvalid: 'Enter the expiry month as 1 to 12.',
      yearInvalid: 'Enter the expiry year with four digits, for example {year}.',
      expired: 'This card has expired.',
      cvcInvalid: 'Enter the 3 or 4 digit security code.',
      holderInvalid: 'Enter the name on the card (2 to 60 characters), or leave it empty.',
    },
  },
  fr: {
    lang: 'fr-CA',
    title: 'Détails de la carte',
    heading: 'Détails de la carte',
    sandbox: '(paiements de test)',
    number: 'Numéro de carte',
    expiryMonth: 'Mois d’expiration',
    expiryYear: 'Année d’expiration',
    cvc: 'Code de sécurité',
    holder: 'Nom sur la carte',
    submit: 'Utiliser cette carte',
    script: {
      notChecked: 'La carte n’a pas pu être vérifiée. Vérifiez le numéro, la date d’expiration et le code.',
      tryAgain: 'La carte n’a pas pu être vérifiée. Veuillez réessayer.',
      ready: 'La carte {card} se terminant par {last4} est prête.',
      numberMissing: 'Entrez le numéro de la carte.',
      numberInvalid: 'Ce numéro de carte n’est pas valide. Vérifiez-le et réessayez.',
      monthInvalid: 'Entrez le mois d’expiration, de 1 à 12.',
      yearInvalid: 'Entrez l’année d’expiration sur quatre chiffres, par exemple {year}.',
      expired: 'Cette carte est expirée.',
      cvcInvalid: 'Entrez le code de sécurité de 3 ou 4 chiffres.',
      holderInvalid: 'Entrez le nom sur la carte (2 à 60 caractères) ou laissez le champ vide.',
    },
  },
};

// The hosted card fields: the number is typed here, posted to this origin's /tokens, and only the token goes to the
// page that embeds the fields.
const HOSTED_FIELDS_SCRIPT = `
const origin = ORIGIN;
const TEXT = TEXTS;
const form = document.getElementById('card');
const status = document.getElementById('status');
const now = new Date();
// Each field is checked here first, as the shopper would expect of a card form: every problem at its own field, in
// the page's language, focus on the first; the API checks again and its refusal is said in the same words.
function luhn(digits) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) { digit *= 2; if (digit > 9) digit -= 9; }
    sum += digit;
  }
  return sum % 10 === 0;
}
function problems(values) {
  const found = {};
  if (values.number === '') found.number = TEXT.numberMissing;
  else if (!/^\\d{13,19}$/.test(values.number) || !luhn(values.number)) found.number = TEXT.numberInvalid;
  const month = Number(values.expiryMonth);
  const year = Number(values.expiryYear);
  if (!/^\\d{1,2}$/.test(values.expiryMonth) || month < 1 || month > 12) found.expiryMonth = TEXT.monthInvalid;
  if (!/^\\d{4}$/.test(values.expiryYear)) found.expiryYear = TEXT.yearInvalid.replace('{year}', String(now.getFullYear() + 2));
  else if (!found.expiryMonth && (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)))
    found.expiryYear = TEXT.expired;
  if (!/^\\d{3,4}$/.test(values.cvc)) found.cvc = TEXT.cvcInvalid;
  if (values.holder !== '' && (values.holder.length < 2 || values.holder.length > 60)) found.holder = TEXT.holderInvalid;
  return found;
}
function show(found) {
  for (const name of ['number', 'expiryMonth', 'expiryYear', 'cvc', 'holder']) {
    const input = document.getElementById(name);
    const error = document.getElementById(name + '-error');
    error.textContent = found[name] || '';
    if (found[name]) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  const first = Object.keys(found)[0];
  if (first) document.getElementById(first).focus();
}
// The embedding page forgets any card it held; a refusal of the whole card is also said above the button (a field's
// own problem is said at the field, which takes focus).
function report(message, errorId, atField) {
  if (!atField) status.textContent = message;
  parent.postMessage({ source: SOURCE, type: 'card.error', errorId, message }, origin);
}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = '';
  const data = new FormData(form);
  const values = {
    number: String(data.get('number') || '').replace(/[\\s-]/g, ''),
    expiryMonth: String(data.get('expiryMonth') || '').trim(),
    expiryYear: String(data.get('expiryYear') || '').trim(),
    cvc: String(data.get('cvc') || '').trim(),
    holder: String(data.get('holder') || '').trim(),
  };
  const found = problems(values);
  show(found);
  const first = Object.keys(found)[0];
  if (first) {
    report(found[first], first === 'expiryYear' && found.expiryYear === TEXT.expired ? 'PYT402' : 'PYT400', true);
    return;
  }
  const body = { number: values.number, expiryMonth: Number(values.expiryMonth), expiryYear: Number(values.expiryYear), cvc: values.cvc };
  if (values.holder) body.holder = values.holder;
  try {
    const response = await fetch('tokens', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await response.json();
    if (!response.ok) {
      const detail = answer && answer.errorDetails && answer.errorDetails[0];
      const errorId = detail ? detail.errorId : 'PYT400';
      report(errorId === 'PYT402' ? TEXT.expired : TEXT.notChecked, errorId, false);
      return;
    }
    form.reset();
    document.getElementById('done').textContent = TEXT.ready.replace('{card}', answer.cardType).replace('{last4}', answer.lastFour);
    parent.postMessage({ source: SOURCE, type: 'card.tokenized', token: answer.token, cardType: answer.cardType, lastFour: answer.lastFour,
      expirationMonth: answer.expirationMonth, expirationYear: answer.expirationYear }, origin);
  } catch (error) {
    status.textContent = TEXT.tryAgain;
  }
});
parent.postMessage({ source: SOURCE, type: 'card.ready' }, origin);
// The embedding page cannot see into this frame: tell it how tall the fields are (they wrap on a narrow screen, and an
// error line adds height), as hosted-field providers do, so it sizes the iframe without cutting anything off.
const sendHeight = () => parent.postMessage({ source: SOURCE, type: 'card.resize', height: Math.ceil(document.body.getBoundingClientRect().height) }, origin);
new ResizeObserver(sendHeight).observe(document.body);
// A page that starts listening after this frame first reported (it hydrates while the frame loads) asks again.
window.addEventListener('message', (event) => {
  if (event.source === parent && event.origin === origin && event.data && event.data.type === 'card.measure') sendHeight();
});
`;

/**
 * Tells the embedding checkout how the challenge ended. Built in one go: filling placeholders one after another
 * broke when a random challenge result happened to contain the next placeholder's name.
 */
const challengeResultScript = (result: string, authorisationId: string, origin: string) =>
  `parent.postMessage({ source: ${scriptJson(PAYMENT_MESSAGE_SOURCE)}, type: 'challenge.completed', challengeResult: ${scriptJson(result)}, authorisationId: ${scriptJson(authorisationId)} }, ${scriptJson(origin)});`;

const PAY_LATER_SCRIPT = `(function () {
  var base = BASE;
  var existing = window.SandboxPayLater;
  if (existing) { existing.loads += 1; return; }
  var sessionId = null;
  window.SandboxPayLater = {
    loads: 1,
    init: function (options) { sessionId = options && options.clientToken; },
    authorize: function (options) {
      if (!sessionId) return Promise.resolve({ status: 'error', error: 'not_initialised' });
      return fetch(base + '/paylater/authorize', { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sessionId: sessionId, email: (options && options.email) || '' }) })
        .then(function (response) { return response.json(); })
        .catch(function () { return { status: 'error', error: 'network' }; });
    },
    // After show_form: the provider's form in a frame of its own origin, inside the container the shop gives (the shop
    // owns the dialog around it). Settles once with approved (and a token), error (declined) or cancelled.
    showForm: function (options) {
      var container = options && options.container;
      if (!sessionId || !container) return Promise.resolve({ status: 'error', error: 'not_initialised' });
      var frame = document.createElement('iframe');
      frame.src = base + '/paylater/form?session=' + encodeURIComponent(sessionId) + '&origin=' + encodeURIComponent(location.origin);
      frame.title = (options && options.title) || 'Pay later (secure payment provider)';
      frame.className = 'sandbox-pay-later-frame';
      frame.style.cssText = 'border:0;width:100%;height:24rem;display:block';
      var providerOrigin = new URL(base).origin;
      return new Promise(function (resolve) {
        function onMessage(event) {
          var data = event.data;
          if (event.origin !== providerOrigin || event.source !== frame.contentWindow || !data || data.source !== SOURCE) return;
          // The dialog around the frame is the shop's; the shopper's first field is the provider's.
          if (data.type === 'paylater.ready') { frame.focus(); frame.contentWindow.postMessage({ source: SOURCE, type: 'paylater.focus' }, providerOrigin); return; }
          var answer = data.type === 'paylater.approved' && data.authorization_token ? { status: 'approved', authorization_token: data.authorization_token }
            : data.type === 'paylater.cancelled' ? { status: 'cancelled' }
            : data.type === 'paylater.declined' ? { status: 'error', error: 'declined' } : null;
          if (!answer) return;
          window.removeEventListener('message', onMessage);
          resolve(answer);
        }
        window.addEventListener('message', onMessage);
        container.replaceChildren(frame);
      });
    }
  };
})();`;

// The pay-later provider's form (after show_form): what a real provider asks before it lends (here a birth date and
// the instalment agreement); the answer goes to the embedding shop only.
const PAY_LATER_FORM_SCRIPT = `
const origin = ORIGIN;
const session = SESSION;
const form = document.getElementById('plan');
const status = document.getElementById('status');
const tell = (message) => parent.postMessage(Object.assign({ source: SOURCE }, message), origin);
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  status.textContent = '';
  const data = new FormData(form);
  if (!form.reportValidity()) return;
  try {
    const response = await fetch('form', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sessionId: session, birthDate: String(data.get('birthDate') || ''), agreed: data.get('agreed') === 'on' }) });
    const answer = await response.json();
    if (answer.status === 'approved') return tell({ type: 'paylater.approved', authorization_token: answer.authorization_token });
    if (answer.status === 'invalid') { status.textContent = answer.message; return; }
    tell({ type: 'paylater.declined' });
  } catch (error) {
    status.textContent = 'The pay-later provider could not be reached. Please try again.';
  }
});
document.getElementById('cancel').addEventListener('click', () => tell({ type: 'paylater.cancelled' }));
// A frame cannot take focus from the page that embeds it: the shop focuses the frame, then asks for the first field.
window.addEventListener('message', (event) => {
  if (event.source === parent && event.origin === origin && event.data && event.data.type === 'paylater.focus') document.getElementById('birthDate').focus();
});
tell({ type: 'paylater.ready' });
`;

/** Years a shopper must have reached for the sandbox to lend (a younger birth date is declined). */
const PAY_LATER_MIN_AGE = 18;

/** Whether someone born on `birthDate` (YYYY-MM-DD) has reached `years` on `at` (UTC). */
function reachedAge(birthDate: string, years: number, at: Date): boolean {
  const [year = 0, month = 0, day = 0] = birthDate.split('-').map(Number);
  const atYear = at.getUTCFullYear();
  const birthdayPassed = at.getUTCMonth() + 1 > month || (at.getUTCMonth() + 1 === month && at.getUTCDate() >= day);
  return atYear - year - (birthdayPassed ? 0 : 1) >= years;
}

/**
 * The sandbox payment provider's own pages and calls, standing in for a provider on another origin (commerce-api
 * serves them on a port of their own, see `main.ts`):
 * - `GET /hosted-fields?origin=` the card fields page the storefront embeds in an iframe; it tokenises the card
 *   with `POST /tokens` and posts only the token to `origin`;
 * - `GET|POST /challenge/{authorisationId}?origin=` the 3-D Secure page; its result is posted to `origin`;
 * - `GET|POST /paypal?session=` the PayPal approval page: approving sends the shopper back to the shop with an
 *   approval token bound to the cart and amount (`paypal=approved&paypalToken=…`), cancelling with `paypal=cancelled`;
 * - `GET /paylater.js` the pay-later provider's script (`SandboxPayLater.init/authorize/showForm`) and
 *   `POST /paylater/authorize` behind it (approved / show_form / error by e-mail, see `payLaterOutcomeFor`);
 * - `GET /paylater/form?session=&origin=` the provider's form after show_form (birth date, instalment agreement),
 *   framed by `showForm` only on `origin`; `POST /paylater/form` approves with a token, or declines a shopper under 18.
 * @example
 * app.route('/payments/sandbox/v1', paymentRoutes(db, now));
 */
export function paymentRoutes(db: Database, now: () => Date) {
  async function complete(authorisationId: string, outcome: 'authenticate' | 'fail') {
    const [authorisation] = await db
      .select()
      .from(paymentAuthorisations)
      .where(
        and(eq(paymentAuthorisations.id, authorisationId), eq(paymentAuthorisations.status, 'challenge_required')),
      );
    if (!authorisation) throw new ApiError(404, 'API404', 'No challenge is waiting here');
    // The "always fails" test card fails whatever the shopper does, like a bank that rejects the authentication.
    const lastFour = String((authorisation.card as { lastFour?: string }).lastFour ?? '');
    const alwaysFails = Object.entries(TEST_CARDS).some(
      ([number, scenario]) => scenario === 'challenge_fail' && number.endsWith(lastFour),
    );
    if (outcome === 'fail' || alwaysFails) return 'failed';
    // A one-time result: the shopper's browser carries it to the storefront, which patches the order with it.
    const result = randomBytes(18).toString('base64url');
    await db
      .update(paymentAuthorisations)
      .set({ challengeResultHash: hashChallengeResult(result), updatedAt: now() })
      .where(eq(paymentAuthorisations.id, authorisationId));
    return result;
  }

  return new Hono<AppEnv>()
    .get('/hosted-fields', (c) => {
      const origin = embedderOrigin(c);
      if (!origin)
        throw new ApiError(
          400,
          'API400',
          'Query "origin" must be the http(s) origin of the page that embeds the card fields',
        );
      const nonce = randomBytes(16).toString('base64');
      withPageHeaders(c, nonce, origin);
      const year = now().getUTCFullYear();
      const t = /^fr(?:[-_]|$)/i.test(c.req.query('locale') ?? '') ? HOSTED_FIELDS_TEXT.fr : HOSTED_FIELDS_TEXT.en;
      // Each field with its error line (filled by the script), read out with the field.
      const field = (name: string, label: string, attributes: string) =>
        `<label for="${name}">${label}</label><input id="${name}" name="${name}" aria-describedby="${name}-error" ${attributes}>` +
        `<p class="error" id="${name}-error"></p>`;
      const body =
        `<form id="card" novalidate><h1 style="font-size:1rem;margin:0">${t.heading} <small style="font-weight:400">${t.sandbox}</small></h1>` +
        field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" required') +
        `<div class="row"><div>${field('expiryMonth', t.expiryMonth, 'inputmode="numeric" autocomplete="cc-exp-month" placeholder="MM" required')}</div>` +
        `<div>${field('expiryYear', t.expiryYear, `inputmode="numeric" autocomplete="cc-exp-year" placeholder="${year + 2}" required`)}</div>` +
        `<div>${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>` +
        field('holder', t.holder, 'autocomplete="cc-name"') +
        `<button type="submit">${t.submit}</button><p id="status" role="alert"></p><p id="done" role="status"></p></form>`;
      const script = HOSTED_FIELDS_SCRIPT.replace('ORIGIN', scriptJson(origin))
        .replace('TEXTS', scriptJson(t.script))
        .replace(/SOURCE/g, scriptJson(PAYMENT_MESSAGE_SOURCE));
      return c.html(page(t.title, body, nonce, script, t.lang));
    })
    .post('/tokens', async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({
          number: z
            .string()
            .transform((value) => value.replace(/[\s-]/g, ''))
            .pipe(z.string().regex(/^\d{13,19}$/, 'must be 13 to 19 digits')),
          expiryMonth: z.number().int().min(1).max(12),
          expiryYear: z.number().int().min(2000).max(2100),
          cvc: z.string().regex(/^\d{3,4}$/),
          holder: z.string().trim().min(2).max(60).optional(),
        }),
      );
      const type = cardType(body.number);
      if (!type || !luhnValid(body.number)) throw new ApiError(400, 'PYT400', 'The card number is not valid');
      const at = now();
      if (
        body.expiryYear < at.getUTCFullYear() ||
        (body.expiryYear === at.getUTCFullYear() && body.expiryMonth < at.getUTCMonth() + 1)
      ) {
        throw new ApiError(400, 'PYT402', 'The card has expired', { named: 'CC_EXPIRY_DATE_INVALID' });
      }
      return c.json({
        token: tokeniseCard(body.number),
        cardType: type,
        lastFour: body.number.slice(-4),
        expirationMonth: body.expiryMonth,
        expirationYear: body.expiryYear,
        holder: body.holder ?? null,
      });
    })
    .get('/challenge/:authorisationId', async (c) => {
      const id = c.req.param('authorisationId');
      const [authorisation] = await db.select().from(paymentAuthorisations).where(eq(paymentAuthorisations.id, id));
      if (!authorisation || authorisation.status !== 'challenge_required')
        throw new ApiError(404, 'API404', 'No challenge is waiting here');
      const nonce = randomBytes(16).toString('base64');
      withPageHeaders(c, nonce, embedderOrigin(c) ?? "'none'");
      const card = authorisation.card as { cardType?: string; lastFour?: string };
      return c.html(
        page(
          'Sandbox 3-D Secure',
          `<h1 style="font-size:1.2rem">Sandbox bank</h1><p>Confirm a payment of <strong>${escapeHtml(String(authorisation.amount))} ${escapeHtml(authorisation.currency)}</strong> with ${escapeHtml(card.cardType ?? 'card')} ending ${escapeHtml(card.lastFour ?? '')}.</p>` +
            `<form method="post"><button name="outcome" value="authenticate">Authenticate</button><button class="secondary" name="outcome" value="fail">Fail authentication</button></form>`,
        ),
      );
    })
    .post('/challenge/:authorisationId', async (c) => {
      const contentType = c.req.header('content-type') ?? '';
      const id = c.req.param('authorisationId');
      if (contentType.startsWith('application/x-www-form-urlencoded')) {
        const form = await c.req.parseBody();
        const outcome = form.outcome === 'fail' ? 'fail' : 'authenticate';
        const result = await complete(id, outcome);
        const origin = embedderOrigin(c);
        const nonce = randomBytes(16).toString('base64');
        withPageHeaders(c, nonce, origin ?? "'none'");
        const script = origin ? challengeResultScript(result, id, origin) : undefined;
        const heading = result === 'failed' ? 'Authentication failed' : 'Authenticated';
        return c.html(
          page(
            'Sandbox 3-D Secure',
            `<h1 style="font-size:1.2rem">${heading}</h1><p>challengeResult: <code>${escapeHtml(result)}</code></p>`,
            nonce,
            script,
          ),
        );
      }
      const body = await readJsonBody(c, z.strictObject({ outcome: z.enum(['authenticate', 'fail']) }));
      return c.json({ challengeResult: await complete(id, body.outcome) });
    })
    .get('/paypal', (c) => {
      const token = c.req.query('session') ?? '';
      const session = readPayPalSession(token, now());
      if (!session)
        throw new ApiError(404, 'API404', 'This PayPal session is unknown or has expired; start again from the shop');
      const nonce = randomBytes(16).toString('base64');
      withPageHeaders(c, nonce, "'none'");
      // The page answers the shop with a redirect after the form post: the shop's origin is allowed as a target.
      c.header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(session.returnUrl).origin}; frame-ancestors 'none'`,
      );
      const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(
        session.amount,
      );
      return c.html(
        page(
          'PayPal (sandbox)',
          `<h1 style="font-size:1.2rem">PayPal sandbox</h1><p>Switchback asks you to pay <strong>${escapeHtml(amount)}</strong>.</p>` +
            `<form method="post"><input type="hidden" name="session" value="${escapeHtml(token)}">` +
            `<button name="decision" value="approve">Approve payment</button><button class="secondary" name="decision" value="cancel">Cancel and return to the shop</button></form>`,
        ),
      );
    })
    .post('/paypal', async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form.session === 'string' ? form.session : '';
      const session = readPayPalSession(token, now());
      if (!session)
        throw new ApiError(404, 'API404', 'This PayPal session is unknown or has expired; start again from the shop');
      const back = new URL(session.returnUrl);
      if (form.decision === 'approve') {
        back.searchParams.set('paypal', 'approved');
        back.searchParams.set('paypalToken', payPalApproval(session));
      } else {
        back.searchParams.set('paypal', 'cancelled');
      }
      return c.redirect(back.toString(), 303);
    })
    .get('/paylater.js', (c) => {
      const base = `${new URL(c.req.url).origin}/payments/sandbox/v1`;
      c.header('content-type', 'text/javascript; charset=utf-8');
      c.header('cache-control', 'public, max-age=300');
      return c.body(
        PAY_LATER_SCRIPT.replace('BASE', scriptJson(base)).replace(/SOURCE/g, scriptJson(PAYMENT_MESSAGE_SOURCE)),
      );
    })
    .get('/paylater/form', (c) => {
      const origin = embedderOrigin(c);
      if (!origin)
        throw new ApiError(
          400,
          'API400',
          'Query "origin" must be the http(s) origin of the page that embeds the pay-later form',
        );
      const session = c.req.query('session') ?? '';
      if (!validPayLaterSession(session))
        throw new ApiError(
          404,
          'API404',
          'This pay-later session is unknown or has expired; start again from the shop',
        );
      const nonce = randomBytes(16).toString('base64');
      withPageHeaders(c, nonce, origin);
      const body =
        `<form id="plan" novalidate><h1 style="font-size:1.1rem;margin:0">Pay in 4 interest-free instalments <small style="font-weight:400">(sandbox pay later)</small></h1>` +
        `<p>The first instalment is taken when your order ships, the others every two weeks.</p>` +
        `<label for="birthDate">Date of birth</label><input id="birthDate" name="birthDate" type="date" autocomplete="bday" required>` +
        `<p><label style="font-weight:400"><input type="checkbox" name="agreed" required style="width:auto;margin-right:.5rem">I agree to pay in 4 instalments</label></p>` +
        `<button type="submit">Confirm pay later</button><button type="button" class="secondary" id="cancel">Cancel</button>` +
        `<p id="status" role="alert"></p></form>`;
      const script = PAY_LATER_FORM_SCRIPT.replace('ORIGIN', scriptJson(origin))
        .replace('SESSION', scriptJson(session))
        .replace(/SOURCE/g, scriptJson(PAYMENT_MESSAGE_SOURCE));
      return c.html(page('Pay later', body, nonce, script));
    })
    .post('/paylater/form', async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({ sessionId: z.string().max(200), birthDate: z.string().max(10), agreed: z.boolean() }),
      );
      if (!validPayLaterSession(body.sessionId)) return c.json({ status: 'error', error: 'unknown_session' });
      if (!/^\d{4}-\d{2}-\d{2}$/.test(body.birthDate) || Number.isNaN(Date.parse(body.birthDate)))
        return c.json({ status: 'invalid', message: 'Enter your date of birth.' });
      if (!body.agreed) return c.json({ status: 'invalid', message: 'Agree to the instalments to continue.' });
      // Declined like a lender that does not lend to minors: the shop answers with its PAY400 message.
      if (!reachedAge(body.birthDate, PAY_LATER_MIN_AGE, now())) return c.json({ status: 'error', error: 'declined' });
      return c.json({ status: 'approved', authorization_token: payLaterAuthorisationToken(body.sessionId) });
    })
    .use('/paylater/authorize', cors({ origin: '*', allowMethods: ['POST'], allowHeaders: ['content-type'] }))
    .post('/paylater/authorize', async (c) => {
      const body = await readJsonBody(
        c,
        z.strictObject({ sessionId: z.string().max(200), email: z.string().max(200) }),
      );
      if (!validPayLaterSession(body.sessionId)) return c.json({ status: 'error', error: 'unknown_session' });
      const outcome = payLaterOutcomeFor(body.email);
      if (outcome === 'approved')
        return c.json({ status: 'approved', authorization_token: payLaterAuthorisationToken(body.sessionId) });
      return c.json({ status: outcome });
    });
}

/**
 * The provider as its own small server: the pages and calls of `paymentRoutes` on an origin that is neither the
 * storefront's nor the API's, so card data never passes through either. Errors answer in the API's error shape.
 * @example
 * serve({ fetch: createPaymentApp(db, now).fetch, port: 4100 });
 */
export function createPaymentApp(db: Database, now: () => Date) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => {
    if (error instanceof ApiError)
      return c.json(
        { appId: 'sandbox-payments', correlationId: randomBytes(8).toString('hex'), errorDetails: error.details },
        error.status,
      );
    console.error(error);
    return c.json(
      {
        appId: 'sandbox-payments',
        correlationId: randomBytes(8).toString('hex'),
        errorDetails: [{ errorId: 'GEN500', message: 'Something went wrong' }],
      },
      500,
    );
  });
  app.use(async (c, next) => {
    await next();
    c.header('x-content-type-options', 'nosniff');
    if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store');
  });
  app.route('/payments/sandbox/v1', paymentRoutes(db, now));
  return app;
}
