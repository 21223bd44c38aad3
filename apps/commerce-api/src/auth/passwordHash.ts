import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

// OWASP's scrypt floor (N=2^17 is better but takes ~0.3 s on this class of machine and 128 MB per call).
const N = 16_384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/**
 * Hashes a password with scrypt and a random salt. The parameters travel in the string
 * (`scrypt$N$r$p$salt$hash`), so they can be raised later without invalidating stored hashes.
 * @example
 * const stored = await hashPassword('Trailhead1'); // 'scrypt$16384$8$1$…$…'
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * Checks a password against a stored `hashPassword` string in constant time. A malformed hash never matches.
 * @example
 * await verifyPassword('Trailhead1', stored); // true
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Unknown logins are checked against this, so they take as long as known ones and do not reveal which exist.
let decoy: Promise<string> | undefined;

/**
 * Spends the same time as a real password check, for logins that do not exist.
 * @example
 * if (!account) { await burnPasswordCheck(password); throw invalidCredentials(); }
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  decoy ??= hashPassword('decoy-password-never-matches');
  await verifyPassword(password, await decoy);
}
