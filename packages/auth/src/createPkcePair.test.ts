import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { codeChallengeFor, createPkcePair } from './createPkcePair';

const UNRESERVED = /^[A-Za-z0-9\-._~]+$/;

describe('codeChallengeFor', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    await expect(codeChallengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('agrees with Node’s own SHA-256 in base64url', async () => {
    const verifier = '~'.repeat(43) + 'Az09-._';
    const expected = createHash('sha256').update(verifier).digest('base64url');
    await expect(codeChallengeFor(verifier)).resolves.toBe(expected);
  });

  it.each([
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(129)],
    ['a reserved character', `${'a'.repeat(42)}+`],
    ['a non-ASCII letter', `${'a'.repeat(42)}é`],
  ])('refuses a verifier with %s', async (_, verifier) => {
    await expect(codeChallengeFor(verifier)).rejects.toThrow(TypeError);
  });
});

describe('createPkcePair', () => {
  it('creates a 64-character unreserved verifier and its S256 challenge', async () => {
    const pair = await createPkcePair();
    expect(pair.codeVerifier).toHaveLength(64);
    expect(pair.codeVerifier).toMatch(UNRESERVED);
    expect(pair.codeChallengeMethod).toBe('S256');
    expect(pair.codeChallenge).toBe(await codeChallengeFor(pair.codeVerifier));
    // 32 bytes of digest in unpadded base64url.
    expect(pair.codeChallenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([43, 100, 128])('creates a verifier of length %i', async (length) => {
    const { codeVerifier } = await createPkcePair({ length });
    expect(codeVerifier).toHaveLength(length);
    expect(codeVerifier).toMatch(UNRESERVED);
  });

  it.each([42, 129, 64.5, Number.NaN])('refuses length %d', async (length) => {
    await expect(createPkcePair({ length })).rejects.toThrow(RangeError);
  });

  it('creates a different verifier each time', async () => {
    const verifiers = await Promise.all(Array.from({ length: 20 }, () => createPkcePair()));
    expect(new Set(verifiers.map((pair) => pair.codeVerifier)).size).toBe(20);
  });

  it('redraws bytes that would bias the alphabet', async () => {
    // 198 = 3 × 66 is the first byte the sampler must skip; 0 maps to 'A' and 65 to '~'.
    let call = 0;
    vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(
      <T extends ArrayBufferView | null>(array: T): T => {
        const bytes = array as unknown as Uint8Array;
        // First draw: two usable bytes, two to skip, 66 (wraps to 'A'), then only skippable bytes.
        bytes.fill(call === 0 ? 198 : 1);
        if (call === 0) bytes.set([0, 65, 198, 255, 66]);
        call += 1;
        return array;
      },
    );
    const { codeVerifier } = await createPkcePair({ length: 43 });
    expect(codeVerifier.slice(0, 3)).toBe('A~A');
    expect(codeVerifier.slice(3)).toBe('B'.repeat(40));
  });

  it('uses every character of the unreserved set about equally', async () => {
    const pairs = await Promise.all(Array.from({ length: 100 }, () => createPkcePair({ length: 128 })));
    const counts = new Map<string, number>();
    for (const { codeVerifier } of pairs)
      for (const char of codeVerifier) counts.set(char, (counts.get(char) ?? 0) + 1);
    expect(counts.size).toBe(66);
    const expected = (100 * 128) / 66;
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(expected * 0.6);
      expect(count).toBeLessThan(expected * 1.4);
    }
  });

  it('says what is missing when WebCrypto is not available', async () => {
    vi.stubGlobal('crypto', { getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto) });
    await expect(createPkcePair()).rejects.toThrow(/crypto\.subtle/);
  });
});
