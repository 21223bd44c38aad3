/** React Router's module preloads, which React hoists into the head. */
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;
/** What React Router's bootstrap (`<Scripts>`) sets: it imports the route modules and the browser entry. */
const BOOTSTRAP_MARK = 'window.__reactRouterManifest';
const HREF = /\bhref="([^"]*)"/;
/** The id of the held bootstrap script, which the starter reads. */
export const HELD_BOOTSTRAP_ID = 'sb-bootstrap';

/** A module the page preloads: its URL, and whether it is a UI-strings catalogue (`data-messages`, entry.client). */
type Preload = [href: string, messages: 0 | 1];

/**
 * The inline script that starts the page's JavaScript once the page has painted: it adds the module preloads to the
 * head and runs the held bootstrap as a module script with this response's nonce (CSP 'strict-dynamic' trusts what a
 * nonced script adds). A frame callback runs before the first paint; the timeout inside it runs after that frame is
 * drawn. A hidden page (opened in a background tab) has no paint to wait for, and paints no frames until shown, so
 * it starts at once.
 */
function starter(preloads: Preload[], nonce: string): string {
  return [
    `<script nonce="${nonce}">(function(){`,
    'var d=document,started=false;',
    'function start(){if(started)return;started=true;',
    `${JSON.stringify(preloads)}.forEach(function(p){var l=d.createElement("link");l.rel="modulepreload";l.href=p[0];if(p[1])l.setAttribute("data-messages","");d.head.appendChild(l)});`,
    `var s=d.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};`,
    `s.textContent=d.getElementById("${HELD_BOOTSTRAP_ID}").textContent;d.body.appendChild(s)}`,
    'if(d.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})',
    '})()</script>',
  ].join('');
}

/**
 * Starts a page's JavaScript after its first paint rather than beside it (issue 14, Lighthouse's largest contentful
 * paint). The server sends the whole page, styled and readable without scripts, so nothing on the first screen waits
 * for JavaScript; but when the module preloads sit in the head and the bootstrap in the body, a fast connection has
 * fetched and run every module (and hydrated) before the browser draws its first frame, and a slow one shares its
 * first round trips between the stylesheets, the hero image and ~140 kB of scripts. So the preloads leave the head and
 * the bootstrap is held as an inert script (`type="text/plain"`, with the nonce every script of the page carries); a small inline script adds both back once the
 * first frame is drawn. Hydration starts a frame later; the page reads, and its links and forms work (they are plain
 * HTML), meanwhile.
 *
 * @param html A whole rendered document.
 * @param nonce This response's CSP nonce (every script of the document carries it).
 * @returns The document with its scripts started after the first paint; unchanged when it has no React Router
 * bootstrap (nothing to start).
 * @example
 * scriptsAfterPaint('<head><link rel="modulepreload" href="/a.js"/></head><body><script nonce="n" type="module">window.__reactRouterManifest={};</script></body>', 'n');
 * // the head without the preload; the bootstrap held as text/plain, followed by the starter
 */
export function scriptsAfterPaint(html: string, nonce: string): string {
  const headEnd = html.indexOf('</head>');
  const mark = html.indexOf(BOOTSTRAP_MARK, headEnd);
  if (headEnd === -1 || mark === -1) return html;
  const open = html.lastIndexOf('<script', mark);
  const contentStart = html.indexOf('>', open) + 1;
  const close = html.indexOf('</script>', mark);
  if (open < headEnd || close === -1 || !/\btype="module"/.test(html.slice(open, contentStart))) return html;
  const preloads: Preload[] = [];
  const head = html.slice(0, headEnd).replace(MODULE_PRELOAD, (link) => {
    const href = HREF.exec(link)?.[1];
    if (href === undefined) return link;
    preloads.push([href, /\bdata-messages=/.test(link) ? 1 : 0]);
    return '';
  });
  const held = `<script nonce="${nonce}" type="text/plain" id="${HELD_BOOTSTRAP_ID}">${html.slice(contentStart, close)}</script>`;
  return head + html.slice(headEnd, open) + held + starter(preloads, nonce) + html.slice(close + '</script>'.length);
}
