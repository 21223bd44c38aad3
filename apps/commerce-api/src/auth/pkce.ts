import { createHash, timingSafeEqual } from 'node:crypto';

// RFC 7636 §4.1: 43 to 128 characters of the unreserved set.
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
// BASE64URL(SHA-256(verifier)) is always 43 characters.
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Whether a string can be a PKCE code verifier (RFC 7636 §4.1). */
export function isCodeVerifier(value: string): boolean {
  return VERIFIER.test(value);
}

/** Whether a string can be an S256 code challenge. */
export function isS256Challenge(value: string): boolean {
  return CHALLENGE.test(value);
}

/**
 * The S256 code challenge of a verifier: BASE64URL(SHA-256(verifier)) without padding.
 * @example
 * s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'); // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/**
 * Checks a verifier against the challenge stored with an authorization code, in constant time.
 * @example
 * verifiesChallenge(codeVerifier, stored.codeChallenge); // true or false
 */
export function verifiesChallenge(verifier: string, challenge: string): boolean {
  if (!isCodeVerifier(verifier)) return false;
  const actual = Buffer.from(s256Challenge(verifier));
  const expected = Buffer.from(challenge);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
