import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applySecurityHeaders,
  contentSecurityPolicy,
  createNonce,
  hasUnsafeUrlText,
  receiveCspReport,
  servedOverHttps,
} from './securityHeaders.server';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('security headers', () => {
  it('makes a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('allows scripts only with the nonce, no eval, no plugins, no framing', () => {
    const csp = contentSecurityPolicy('abc');
    expect(csp).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const part of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", 'report-uri /csp-report'])
      expect(csp).toContain(part);
  });

  it('trusts X-Forwarded-Proto for HSTS only behind a configured proxy', () => {
    const forwarded = new Request('http://shop.test/en-us', { headers: { 'x-forwarded-proto': 'https' } });
    expect(servedOverHttps(forwarded)).toBe(false);
    expect(servedOverHttps(new Request('https://shop.test/en-us'))).toBe(true);
    vi.stubEnv('TRUST_PROXY', '1');
    expect(servedOverHttps(forwarded)).toBe(true);

    const headers = new Headers({ 'Content-Type': 'text/html' });
    applySecurityHeaders(headers, forwarded, 'n0nce');
    expect(headers.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
    expect(headers.get('Content-Security-Policy')).toContain("'nonce-n0nce'");
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('logs a CSP report and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = JSON.stringify({
      'csp-report': {
        'document-uri': 'http://shop.test/en-us',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js',
      },
    });
    const response = await receiveCspReport(new Request('http://shop.test/csp-report', { method: 'POST', body }));
    expect(response.status).toBe(204);
    expect(warn.mock.calls[0]?.join(' ')).toContain('https://evil.example/x.js');
  });

  it('finds NULs, lone surrogates and broken percent-encoding in a URL', () => {
    for (const bad of [
      '/en-us/search?q=%00',
      '/en-us/search?q=%ED%A0%80',
      '/en-us/search?q=%E0%A4',
      '/en-us/p/%00',
      '/en-us/c/x?page%00=1',
    ]) {
      expect(hasUnsafeUrlText(new URL(bad, 'http://shop.test')), bad).toBe(true);
    }
    for (const good of [
      '/en-us/search?q=rain+jacket',
      '/fr-ca/search?q=v%C3%AAtement%20%F0%9F%A7%A5',
      '/en-us/p/parka-SBJK10026?color=PLM',
    ]) {
      expect(hasUnsafeUrlText(new URL(good, 'http://shop.test')), good).toBe(false);
    }
  });
});
