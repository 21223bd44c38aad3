import { describe, expect, it } from 'vitest';
import { promoBarMessageSchema } from './promoBarBlockSchema';

describe('promoBarMessageSchema', () => {
  const target = { text: 'Shop now', url: '/en-us/c/sale' };

  it('unwraps the links inside a clickable message, keeping their text, so the prepared bar never nests links', () => {
    const message = promoBarMessageSchema.parse({
      id: 'm1',
      clickable: true,
      targets: [target],
      richText: { html: '<p>Free <a href="/x">delivery</a> <script>alert(1)</script></p>' },
    });
    expect(message.richText?.html).toBe('<p>Free delivery </p>');
  });

  it('keeps the links of a message that is not a link itself', () => {
    const message = promoBarMessageSchema.parse({
      id: 'm2',
      targets: [target],
      richText: { html: '<p>Free <a href="/x">delivery</a></p>' },
    });
    expect(message.richText?.html).toContain('<a href="/x">delivery</a>');
  });
});
