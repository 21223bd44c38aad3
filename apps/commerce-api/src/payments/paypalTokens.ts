import { createHmac, timingSafeEqual } from 'node:crypto';
import { sandboxKey } from './sandboxKey';

// The PayPal sandbox signs what it hands out with a key that lives as long as the process (shared by cluster workers) (like the pay-later
// sandbox): a session or an approval from before a restart is no longer valid, as with a provider whose sessions
// expire.
const KEY = sandboxKey('paypal');
/** How long a shopper has to approve, and the approval to be used. */
const LIFETIME_MS = 3 * 60 * 60_000;

const sign = (kind: string, value: string) =>
  createHmac('sha256', KEY).update(`${kind}:${value}`).digest('base64url').slice(0, 32);
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** What a PayPal payment is for: one cart, one amount in one currency. */
export interface PayPalPayment {
  cartId: string;
  amount: number;
  currency: string;
}

/** A PayPal checkout session as the approval page reads it. */
export interface PayPalSession extends PayPalPayment {
  /** Where the shopper goes back to (the shop's checkout), with `paypal=approved&paypalToken=…` or `paypal=cancelled`. */
  returnUrl: string;
  expiresAt: number;
}

function decode<T>(token: string, prefix: string, kind: string): T | null {
  const match = new RegExp(`^${prefix}_([A-Za-z0-9_-]+)\\.([A-Za-z0-9_-]{32})$`).exec(token);
  if (!match) return null;
  const [, payload = '', signature = ''] = match;
  if (!equal(signature, sign(kind, payload))) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * Starts a PayPal sandbox session for a cart's amount: the token the approval page is opened with.
 * @example
 * const sessionId = newPayPalSession({ cartId, amount: 129.95, currency: 'USD', returnUrl: 'http://localhost:3000/en-us/checkout?step=billing' }, new Date());
 */
export function newPayPalSession(payment: PayPalPayment & { returnUrl: string }, now: Date): string {
  const session: PayPalSession = { ...payment, expiresAt: now.getTime() + LIFETIME_MS };
  const payload = encode({
    c: session.cartId,
    a: session.amount,
    u: session.currency,
    r: session.returnUrl,
    e: session.expiresAt,
  });
  return `ppsess_${payload}.${sign('session', payload)}`;
}

/** The session behind a token this sandbox issued and that has not expired, else null. */
export function readPayPalSession(token: string, now: Date): PayPalSession | null {
  const raw = decode<{ c?: unknown; a?: unknown; u?: unknown; r?: unknown; e?: unknown }>(token, 'ppsess', 'session');
  if (
    !raw ||
    typeof raw.c !== 'string' ||
    typeof raw.a !== 'number' ||
    typeof raw.u !== 'string' ||
    typeof raw.r !== 'string' ||
    typeof raw.e !== 'number'
  )
    return null;
  if (raw.e < now.getTime()) return null;
  return { cartId: raw.c, amount: raw.a, currency: raw.u, returnUrl: raw.r, expiresAt: raw.e };
}

/**
 * The approval the sandbox's page gives when the shopper approves: bound to the session's cart, amount and
 * currency, and short enough to be a payment instrument id (at most 200 characters).
 * @example
 * const approval = payPalApproval(readPayPalSession(sessionId, now)!);
 */
export function payPalApproval(session: PayPalSession): string {
  const payload = encode({ c: session.cartId, a: session.amount, u: session.currency, e: session.expiresAt });
  return `ppapr_${payload}.${sign('approval', payload)}`;
}

/**
 * Whether an approval token was issued by this sandbox for exactly this payment and is still valid: commerce-api
 * checks it before placing an order paid with PayPal, so a token from the query string is never trusted as such.
 * @example
 * verifyPayPalApproval(token, { cartId, amount: 129.95, currency: 'USD' }, new Date()); // true or false
 */
export function verifyPayPalApproval(token: string, payment: PayPalPayment, now: Date): boolean {
  const raw = decode<{ c?: unknown; a?: unknown; u?: unknown; e?: unknown }>(token, 'ppapr', 'approval');
  if (!raw || typeof raw.e !== 'number' || raw.e < now.getTime()) return false;
  return (
    raw.c === payment.cartId &&
    raw.u === payment.currency &&
    typeof raw.a === 'number' &&
    Math.round(raw.a * 100) === Math.round(payment.amount * 100)
  );
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
