import type { WindowLike } from 'dompurify';

/**
 * The DOM the rich-text sanitiser works in. In a browser that is the page's own window; the server
 * version (`domWindow.server.ts`) is chosen by the `#dom-window` import map in package.json.
 */
export function getDomWindow(): WindowLike {
  return window;
}
