import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sandboxKey } from './sandboxKey';

// The pay-later sandbox signs what it hands out with a key that lives as long as the process (shared by cluster workers): a session or an
// authorisation token from before a restart is simply no longer valid, as with a provider whose sessions expire.
const KEY = sandboxKey('pay-later');

const sign = (kind: string, value: string) =>
  createHmac('sha256', KEY).update(`${kind}:${value}`).digest('base64url').slice(0, 32);

/** The outcomes the pay-later sandbox can give (see `payLaterOutcomeFor`). */
export type PayLaterOutcome = 'approved' | 'show_form' | 'error';

/**
 * Decides the sandbox outcome by the shopper's e-mail, like real pay-later sandboxes do: an address containing
 * `+paylater-form` gets `show_form`, `+paylater-denied` gets `error`, every other address is approved.
 * @example
 * payLaterOutcomeFor('jamie+paylater-denied@example.com'); // 'error'
 */
export function payLaterOutcomeFor(email: string): PayLaterOutcome {
  const lower = email.toLowerCase();
  if (lower.includes('+paylater-form')) return 'show_form';
  if (lower.includes('+paylater-denied')) return 'error';
  return 'approved';
}

/**
 * A pay-later session id (what the provider's script is initialised with).
 * @example
 * const sessionId = newPayLaterSession();
 */
export function newPayLaterSession(): string {
  const id = randomBytes(12).toString('hex');
  return `plsess_${id}_${sign('session', id)}`;
}

/** Whether a session id was issued by this sandbox. */
export function validPayLaterSession(sessionId: string): boolean {
  const match = /^plsess_([0-9a-f]{24})_([A-Za-z0-9_-]{32})$/.exec(sessionId);
  return !!match && equal(match[2] ?? '', sign('session', match[1] ?? ''));
}

/**
 * The authorisation token of an approved pay-later payment, bound to its session.
 * @example
 * const token = payLaterAuthorisationToken(sessionId);
 */
export function payLaterAuthorisationToken(sessionId: string): string {
  const nonce = randomBytes(9).toString('hex');
  return `plauth_${nonce}_${sign('auth', `${sessionId}:${nonce}`)}_${sessionId}`;
}

/** Whether an authorisation token was issued by this sandbox (the API checks it when the order is placed). */
export function validPayLaterToken(token: string): boolean {
  const match = /^plauth_([0-9a-f]{18})_([A-Za-z0-9_-]{32})_(plsess_.+)$/.exec(token);
  if (!match) return false;
  const [, nonce = '', signature = '', sessionId = ''] = match;
  return validPayLaterSession(sessionId) && equal(signature, sign('auth', `${sessionId}:${nonce}`));
}

function equal(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
