import { describe, expect, it } from 'vitest';
import { isCodeVerifier, isS256Challenge, s256Challenge, verifiesChallenge } from './pkce';

// RFC 7636 appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('pkce', () => {
  it('computes the S256 challenge of RFC 7636 appendix B', () => {
    expect(s256Challenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE);
    expect(verifiesChallenge(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true);
  });

  it('refuses another verifier, and verifiers outside the RFC alphabet or length', () => {
    expect(verifiesChallenge(`${RFC_VERIFIER.slice(0, -1)}Y`, RFC_CHALLENGE)).toBe(false);
    expect(isCodeVerifier('short')).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isS256Challenge(RFC_CHALLENGE)).toBe(true);
    expect(isS256Challenge(`${RFC_CHALLENGE}=`)).toBe(false);
  });
});
