// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HELD_BOOTSTRAP_ID, scriptsAfterPaint } from './scriptsAfterPaint.server';

const BOOTSTRAP =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {"entry":{}};\nimport("/assets/entry.client.js");';

const page =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/shell.css"/>' +
  '<link rel="modulepreload" href="/assets/messagesEn.js" nonce="n1" data-messages=""/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n1"/><title>Tents</title></head>' +
  '<body><main><h1>Tents</h1></main><script nonce="n1">window.__reactRouterContext = {};</script>' +
  `<script nonce="n1" type="module" async="">${BOOTSTRAP}</script>` +
  '<script nonce="n1">window.__reactRouterContext.streamController.close();</script></body></html>';

/**
 * Shows a sent document in this test's page and runs the script the server added after the held bootstrap (the
 * page's other inline scripts are React Router's, not under test here).
 */
function open(html: string) {
  const sent = new DOMParser().parseFromString(html, 'text/html');
  document.head.replaceWith(document.adoptNode(sent.head));
  document.body.replaceWith(document.adoptNode(sent.body));
  const starter = document.getElementById(HELD_BOOTSTRAP_ID)?.nextElementSibling;
  expect(starter?.tagName).toBe('SCRIPT');
  new Function(starter!.textContent!)();
}

/** Until the frame after the next one has been drawn. */
const settle = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 10)));

describe('scriptsAfterPaint', () => {
  it('sends the page with no module preloads and the bootstrap held, and starts both after a frame', async () => {
    const html = scriptsAfterPaint(page, 'n1');
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    open(html);
    // Sent: the stylesheet stays in the head; no module script is in the document yet.
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/shell.css');
    expect(document.querySelector(`#${HELD_BOOTSTRAP_ID}`)?.getAttribute('type')).toBe('text/plain');
    expect(document.querySelectorAll('script[type="module"]')).toHaveLength(0);

    await settle();
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(preloads.map((link) => link.getAttribute('href'))).toEqual(['/assets/messagesEn.js', '/assets/shell.js']);
    // entry.client finds the catalogue modules by this attribute.
    expect(preloads.map((link) => link.hasAttribute('data-messages'))).toEqual([true, false]);
    const started = document.querySelectorAll<HTMLScriptElement>('script[type="module"]');
    expect(started).toHaveLength(1);
    expect(started[0]!.textContent).toBe(BOOTSTRAP);
    expect(started[0]!.nonce).toBe('n1');
  });

  it('keeps the rest of the document as it was', () => {
    const html = scriptsAfterPaint(page, 'n1');
    expect(html).toContain('<body><main><h1>Tents</h1></main><script nonce="n1">window.__reactRouterContext = {};');
    expect(html).toContain('<script nonce="n1">window.__reactRouterContext.streamController.close();</script>');
    expect(html.indexOf(HELD_BOOTSTRAP_ID)).toBeLessThan(html.indexOf('streamController.close'));
  });

  it('leaves a document without React Router’s bootstrap untouched', () => {
    const bare = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>Hi</p></body></html>';
    expect(scriptsAfterPaint(bare, 'n1')).toBe(bare);
  });
});
