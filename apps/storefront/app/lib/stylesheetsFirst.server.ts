import { Transform, type TransformCallback } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const HEAD_END = '</head>';
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\/?>/g;
const VIEWPORT_META = /<meta\b[^>]*\bname="viewport"[^>]*\/?>/;

/**
 * Moves the document's stylesheet links to the top of `<head>` (right after the charset and viewport metas), keeping
 * their order.
 *
 * Why: React hoists every `<link rel="modulepreload">` React Router renders (about 20 on a product page) and the
 * font and image preloads into the head *above* ordinary children such as the stylesheet links `<Links />` renders.
 * The browser then asks for 20 scripts before the render-blocking CSS; on a phone's connection (and HTTP/1.1's six
 * connections per origin) the CSS waits behind them and the first paint with it. Stylesheets first lets the page
 * paint while the scripts still load.
 *
 * @param html The head of a rendered document (everything up to and including `</head>`).
 * @returns The same head with its stylesheet links moved up; unchanged when it has none or no viewport meta.
 * @example
 * stylesheetsFirst('<head><meta name="viewport" content="x"/><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/a.css"/></head>');
 * // '<head><meta name="viewport" content="x"/><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/></head>'
 */
export function stylesheetsFirst(html: string): string {
  const viewport = VIEWPORT_META.exec(html);
  if (!viewport) return html;
  const afterViewport = viewport.index + viewport[0].length;
  const rest = html.slice(afterViewport);
  const sheets = rest.match(STYLESHEET_LINK);
  if (!sheets) return html;
  return html.slice(0, afterViewport) + sheets.join('') + rest.replace(STYLESHEET_LINK, '');
}

/**
 * A stream that applies {@link stylesheetsFirst} to the document's head and passes the rest through untouched. The
 * head is buffered until `</head>` (React writes the whole head in its first flush), so nothing is delayed after it.
 * @example
 * pipe(stylesheetsFirstStream()).pipe(body);
 */
export function stylesheetsFirstStream(): Transform {
  let head: string | undefined = '';
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      if (head === undefined) {
        callback(null, chunk);
        return;
      }
      head += typeof chunk === 'string' ? chunk : decoder.write(chunk);
      const end = head.indexOf(HEAD_END);
      if (end === -1) {
        callback();
        return;
      }
      const split = end + HEAD_END.length;
      const output = stylesheetsFirst(head.slice(0, split)) + head.slice(split);
      head = undefined;
      callback(null, output);
    },
    flush(callback: TransformCallback) {
      const left = head === undefined ? '' : head + decoder.end();
      callback(null, left || undefined);
    },
  });
}
