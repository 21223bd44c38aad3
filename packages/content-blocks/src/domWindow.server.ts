import { createRequire } from 'node:module';
import type { WindowLike } from 'dompurify';

interface JsdomModule {
  JSDOM: new (html?: string) => { window: WindowLike };
}

let serverWindow: WindowLike | undefined;

/**
 * The DOM the rich-text sanitiser works in during server rendering: a jsdom window, created on first use.
 * jsdom is required lazily (it takes a moment to load and most server requests may never sanitise) and
 * through `createRequire`, which no bundler follows, so it can never end up in a browser bundle. The browser
 * version (`domWindow.browser.ts`) is chosen by the `#dom-window` import map in package.json.
 */
export function getDomWindow(): WindowLike {
  serverWindow ??= new (loadJsdom().JSDOM)('<!doctype html>').window;
  return serverWindow;
}

function loadJsdom(): JsdomModule {
  // From this package first (its own dependency). When an app bundles this package into its server build,
  // import.meta.url points into the app's output, so the app's working directory is tried next.
  const bases = [import.meta.url, `${process.cwd()}/`];
  for (const base of bases) {
    try {
      return createRequire(base)('jsdom') as JsdomModule;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    }
  }
  throw new Error(
    '@switchback/content-blocks: jsdom could not be loaded for server-side rich-text sanitising. ' +
      "Keep @switchback/content-blocks external in the server build, or add jsdom to the server app's dependencies.",
  );
}
