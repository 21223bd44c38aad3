import { loadOnce } from '@switchback/content-blocks';
import { lazy, Suspense, useState, type ComponentType, type ReactElement } from 'react';

/** A component drawn from a chunk of its own, see {@link lazyPart}. */
export interface LazyPart<Props> {
  (props: Props): ReactElement;
  /** Loads the chunk (once): the server calls it before its first request (`preloadPageIslands`). */
  preload(): Promise<unknown>;
}

/**
 * A part of the shop's chrome that only some pages draw (the cookie banner outside EMEA is never drawn, the location
 * question only on a landing in another country, an error page only after an error), in a chunk of its own that a
 * browser fetches only when a page draws it (issue 14: every page used to carry their code). Unlike a `PageIsland` it
 * is live as soon as it is there: a browser that hydrates a page drawing it keeps the server's markup until the chunk
 * has come (a Suspense boundary), then hydrates it. The server loads the chunk before its first request, so it
 * draws the part in one pass.
 *
 * @example
 * const LocationQuestion = lazyPart(() => import('./LocationConfirmation').then((m) => m.LocationConfirmation));
 * {suggestion ? <LocationQuestion suggested="fr-ca" /> : null}
 */
export function lazyPart<Props extends object>(importer: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  const chunk = loadOnce(importer);
  const Deferred = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Part(props: Props) {
    // Fixed per mount: switching from the lazy wrapper to the loaded component would mount it afresh (state lost).
    const [Loaded] = useState(() => chunk.loaded());
    return <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Deferred {...props} />}</Suspense>;
  }
  return Object.assign(Part, { preload: chunk.load });
}
