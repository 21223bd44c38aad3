// RFC 7636 §4.1: the verifier uses the "unreserved" characters only.
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
// The largest multiple of 66 below 256: bytes at or above it are redrawn so every character is
// equally likely (a plain `byte % 66` would favour the first 58 characters).
const UNBIASED_LIMIT = 256 - (256 % UNRESERVED.length);

/**
 * The shortest code verifier RFC 7636 allows.
 *
 * @example
 * ```ts
 * createPkcePair({ length: PKCE_VERIFIER_MIN_LENGTH });
 * ```
 */
export const PKCE_VERIFIER_MIN_LENGTH = 43;

/**
 * The longest code verifier RFC 7636 allows.
 *
 * @example
 * ```ts
 * createPkcePair({ length: PKCE_VERIFIER_MAX_LENGTH });
 * ```
 */
export const PKCE_VERIFIER_MAX_LENGTH = 128;

/**
 * A PKCE code verifier and the S256 challenge derived from it. The challenge goes with the sign-in
 * call; the verifier stays with the storefront server until the token exchange.
 *
 * @example
 * ```ts
 * const { codeVerifier, codeChallenge }: PkcePair = await createPkcePair();
 * ```
 */
export interface PkcePair {
  readonly codeVerifier: string;
  readonly codeChallenge: string;
  readonly codeChallengeMethod: 'S256';
}

/**
 * Options of {@link createPkcePair}.
 *
 * @example
 * ```ts
 * const options: PkcePairOptions = { length: 96 };
 * ```
 */
export interface PkcePairOptions {
  /** Verifier length, 43 to 128; default 64. */
  readonly length?: number;
}

function subtleCrypto(): SubtleCrypto {
  const subtle = globalThis.crypto?.subtle;
  // WebCrypto's subtle API only exists in secure contexts (https or localhost) and Node 20+.
  if (!subtle) throw new Error('PKCE needs WebCrypto (crypto.subtle): use https, localhost or Node 20+');
  return subtle;
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The S256 code challenge of a verifier: base64url (no padding) of its SHA-256 digest.
 *
 * @throws TypeError when the verifier is not 43–128 unreserved characters
 * @example
 * ```ts
 * import { codeChallengeFor } from '@switchback/auth';
 *
 * await codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
 * // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM' (RFC 7636 appendix B)
 * ```
 */
export async function codeChallengeFor(codeVerifier: string): Promise<string> {
  if (!VERIFIER_PATTERN.test(codeVerifier)) {
    throw new TypeError('A PKCE code verifier is 43 to 128 characters of A-Z, a-z, 0-9, "-", ".", "_" and "~"');
  }
  // The verifier is ASCII by construction, so UTF-8 encoding equals the ASCII octets the RFC hashes.
  const digest = await subtleCrypto().digest('SHA-256', new TextEncoder().encode(codeVerifier));
  return base64Url(new Uint8Array(digest));
}

/**
 * Creates a random code verifier (RFC 7636 unreserved characters, 64 by default) and its S256 code
 * challenge, with WebCrypto so it runs the same in the browser and in Node 20.
 *
 * @throws RangeError when `length` is outside 43–128
 * @example
 * ```ts
 * import { createPkcePair } from '@switchback/auth';
 *
 * const { codeVerifier, codeChallenge } = await createPkcePair();
 * await signIn({ username, password, codeChallenge });
 * await exchangeToken({ authorizationCode, codeVerifier });
 * ```
 */
export async function createPkcePair(options: PkcePairOptions = {}): Promise<PkcePair> {
  const { length = 64 } = options;
  if (!Number.isInteger(length) || length < PKCE_VERIFIER_MIN_LENGTH || length > PKCE_VERIFIER_MAX_LENGTH) {
    throw new RangeError(`PKCE verifier length must be an integer from 43 to 128, got ${length}`);
  }
  const codeVerifier = randomUnreserved(length);
  return { codeVerifier, codeChallenge: await codeChallengeFor(codeVerifier), codeChallengeMethod: 'S256' };
}

function randomUnreserved(length: number): string {
  const cryptoApi = globalThis.crypto;
  if (!cryptoApi?.getRandomValues) throw new Error('PKCE needs crypto.getRandomValues');
  let verifier = '';
  const bytes = new Uint8Array(length * 2);
  while (verifier.length < length) {
    cryptoApi.getRandomValues(bytes);
    for (const byte of bytes) {
      if (byte < UNBIASED_LIMIT) verifier += UNRESERVED[byte % UNRESERVED.length];
      if (verifier.length === length) break;
    }
  }
  return verifier;
}
