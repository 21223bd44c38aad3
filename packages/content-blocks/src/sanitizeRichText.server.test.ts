// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitizeRichText';

// The server side: no global window, so `#dom-window` resolves to the jsdom version.
describe('sanitizeRichText on the server', () => {
  it('runs without a browser window', () => {
    expect(typeof globalThis.window).toBe('undefined');
    expect(sanitizeRichText('<p onclick="alert(1)">Free returns within <b>60 days</b>.</p><script>x()</script>')).toBe(
      '<p>Free returns within <b>60 days</b>.</p>',
    );
  });

  it('applies the same link policy as the browser', () => {
    expect(
      sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="/en-gb/stores" target="_blank">Stores</a>'),
    ).toBe('<a>x</a><a href="/en-gb/stores" target="_blank" rel="noopener noreferrer">Stores</a>');
  });
});
