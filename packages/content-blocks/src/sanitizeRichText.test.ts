import { describe, expect, it } from 'vitest';
import { richTextPlainText, sanitizeRichText } from './sanitizeRichText';

// Classic payloads (OWASP XSS filter evasion cheat sheet and friends): none may leave anything executable.
const payloads = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<body onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<a href="#" onclick="alert(1)" onmouseover="alert(1)">x</a>',
  '<div id="cart" name="cart">clobber</div>',
];

describe('sanitizeRichText', () => {
  it.each(payloads)('leaves nothing executable in %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expect(clean).not.toMatch(/<(script|iframe|object|embed|svg|math|form|input|meta|style|img|body|details)\b/i);
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:|data:text|vbscript:/i);
    expect(clean).not.toMatch(/\s(style|id|name)=/i);
  });

  it('keeps editorial formatting, lists, headings, tables and safe links', () => {
    const html =
      '<h2>Layering for the fells</h2><p>Start with a <strong>merino</strong> base, add <em>fleece</em>.</p>' +
      '<ul><li>Base</li><li>Mid</li></ul><table><tbody><tr><th scope="row">Weight</th><td>320 g</td></tr></tbody></table>' +
      '<p><a href="/en-gb/c/base-layers-2201">Shop base layers</a> or <a href="mailto:help@example.com">ask us</a>.</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps the CMS in-page modal links', () => {
    expect(sanitizeRichText('<a href="#modal-size-guide">Size guide</a>')).toBe(
      '<a href="#modal-size-guide">Size guide</a>',
    );
    expect(sanitizeRichText('<a href="?fit=wide#modal-fit">Fit</a>')).toBe('<a href="?fit=wide#modal-fit">Fit</a>');
  });

  it('protects the page from links that open a new tab, and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">Blog</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Blog</a>',
    );
    expect(sanitizeRichText('<a href="/a" target="_parent">A</a>')).toBe('<a href="/a">A</a>');
  });

  it('keeps the text of elements it removes', () => {
    expect(sanitizeRichText('<h1>Trail <font color="red">ready</font></h1>')).toBe('Trail ready');
  });

  it('returns an empty string for empty or missing input', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText(undefined)).toBe('');
    expect(sanitizeRichText(null)).toBe('');
  });

  it('answers a repeated text from memory with the same clean markup, also after many other texts', () => {
    const attack = '<p>Trail report</p><img src=x onerror=alert(1)><a href="javascript:alert(1)">map</a>';
    const first = sanitizeRichText(attack);
    for (let index = 0; index < 600; index += 1) sanitizeRichText(`<p>note ${index}</p>`);
    expect(sanitizeRichText(attack)).toBe(first);
    expect(first).not.toMatch(/onerror|javascript:|<img/);
    expect(sanitizeRichText('<p>note 599</p>')).toBe('<p>note 599</p>');
  });
});

// Issue 15: PromoBar and Newsletter used to run regexes over the sanitiser's output; the modes are DOMPurify's own
// allowed-tags configuration and a hook, so attribute values can no longer be read as tags.
describe('narrower modes', () => {
  it('noLinks unwraps links and keeps their text, for text inside a link of its own', () => {
    expect(sanitizeRichText('<p>Free shipping <a href="/terms">over $50</a></p>', 'noLinks')).toBe(
      '<p>Free shipping over $50</p>',
    );
  });

  it('inline keeps phrasing only, with a space where block elements met', () => {
    expect(
      sanitizeRichText('<p>Read our <a href="/privacy">policy</a>.</p><p>Unsubscribe any time.</p>', 'inline'),
    ).toBe('Read our <a href="/privacy">policy</a>. Unsubscribe any time.');
    expect(sanitizeRichText('<ul><li>one</li><li>two</li></ul>', 'inline').replace(/\s+/g, ' ')).toBe('one two');
  });

  it('is not fooled by tag-like text in attribute values, which a regex over the output was', () => {
    const tricky = '<p><a title="</a><img src=x onerror=alert(1)>" href="/x">x</a></p>';
    for (const mode of ['noLinks', 'inline'] as const) {
      const clean = sanitizeRichText(tricky, mode);
      const doc = new DOMParser().parseFromString(`<div>${clean}</div>`, 'text/html');
      expect(doc.querySelector('img, script, [onerror]'), `${mode}: ${clean}`).toBeNull();
    }
    expect(sanitizeRichText(tricky, 'noLinks')).not.toContain('<a');
  });

  it('reads plain text through DOMPurify, without script or style content', async () => {
    const { richTextHasText } = await import('./richTextSanitizer');
    expect(richTextPlainText('<p>Free <b>delivery</b></p><script>x()</script><style>p{}</style>')).toBe(
      'Free delivery',
    );
    expect(richTextHasText('<p> <script>alert(1)</script></p>')).toBe(false);
    expect(richTextHasText('<p title="<b>x</b>"> </p>')).toBe(false);
    expect(richTextHasText('<p>Sale</p>')).toBe(true);
  });

  it('keeps one answer per mode', () => {
    const html = '<p>A <a href="/a">link</a></p>';
    expect(sanitizeRichText(html)).toContain('<a href="/a">');
    expect(sanitizeRichText(html, 'noLinks')).toBe('<p>A link</p>');
    expect(sanitizeRichText(html)).toContain('<a href="/a">');
  });
});
