import { describe, expect, it } from 'vitest';
import { createId } from './createId';
import { identityHeaders, toApiLocale } from './identityHeaders';

describe('toApiLocale', () => {
  it.each([
    ['en-us', 'en_US'],
    ['fr-ca', 'fr_CA'],
    ['en-gb', 'en_GB'],
    ['EN-us', 'en_US'],
    ['en_US', 'en_US'],
    ['es-419', 'es_419'],
    ['en', 'en'],
  ])('%s → %s', (input, expected) => {
    expect(toApiLocale(input)).toBe(expected);
  });
});

describe('identityHeaders', () => {
  it('passes the locale through unchanged in proxy mode', () => {
    expect(identityHeaders({ siteId: 'sb-ca', locale: 'fr-ca' }, 'proxy')['x-locale']).toBe('fr-ca');
  });

  it('lets the mobile app name its own channel', () => {
    expect(identityHeaders({ siteId: 'sb-us', locale: 'en-us', channel: 'APP' })['x-channel']).toBe('APP');
  });
});

describe('createId', () => {
  it('builds a version-4 UUID without crypto.randomUUID (insecure contexts)', () => {
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(createId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
