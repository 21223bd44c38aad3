import { createHmac, randomBytes } from 'node:crypto';

/**
 * The key a payment sandbox signs its sessions and tokens with. Normally random per process (a restart invalidates
 * them, like a provider's expiring sessions); with `SANDBOX_SIGNING_KEY` (hex, set by the cluster primary for its
 * workers, see main.ts) every process derives the same key, so a token one worker issued verifies on another.
 * @example
 * const KEY = sandboxKey('paypal');
 */
export function sandboxKey(purpose: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const shared = env.SANDBOX_SIGNING_KEY;
  return shared ? createHmac('sha256', Buffer.from(shared, 'hex')).update(purpose).digest() : randomBytes(32);
}
