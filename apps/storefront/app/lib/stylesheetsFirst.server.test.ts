import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { stylesheetsFirst, stylesheetsFirstStream } from './stylesheetsFirst.server';

const head =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n"/><link nonce="n" rel="stylesheet" href="/assets/shell.css#"/>' +
  '<link rel="stylesheet" href="/assets/product.css"/><title>Tent</title></head>';

/** The head's links (by href) and title, in document order. */
const order = (html: string) =>
  [...html.matchAll(/<(link|title)\b[^>]*>/g)].map((match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? match[1]);

describe('stylesheetsFirst', () => {
  it('asks for the stylesheets before the module preloads, keeping their order', () => {
    expect(order(stylesheetsFirst(head))).toEqual([
      '/assets/shell.css#',
      '/assets/product.css',
      '/favicon.svg',
      '/assets/entry.js',
      '/assets/shell.js',
      'title',
    ]);
  });

  it('leaves a head without stylesheets as it was', () => {
    const bare = '<head><meta name="viewport" content="x"/><link rel="modulepreload" href="/a.js"/></head>';
    expect(stylesheetsFirst(bare)).toBe(bare);
  });

  it('reorders a head split over several chunks, even inside a multi-byte character, and passes the body through', async () => {
    const body = '<body><h1>Tente « Cirque » 3 — été</h1></body></html>';
    const bytes = Buffer.from(head.replace('<title>Tent</title>', '<title>Tente été</title>') + body);
    const chunks = [];
    for (let at = 0; at < bytes.length; at += 7) chunks.push(bytes.subarray(at, at + 7));
    const html = await text(Readable.from(chunks).pipe(stylesheetsFirstStream()));
    expect(html).toContain('<title>Tente été</title>');
    expect(html.endsWith(body)).toBe(true);
    expect(html.indexOf('/assets/product.css')).toBeLessThan(html.indexOf('/assets/entry.js'));
  });
});
