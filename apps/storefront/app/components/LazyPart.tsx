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
export function lazyPart<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
  options: {
    /**
     * Names a part that a page draws on arrival (not only once opened): it leaves an empty
     * `<template data-sb-part="…">` before itself, so the browser loads its chunk before hydrating such a page
     * (`preloadPageParts`, entry.client.tsx), and hydrates it with the page rather than after.
     */
    name?: string;
  } = {},
): LazyPart<Props> {
  const chunk = loadOnce(importer);
  const { name } = options;
  if (name !== undefined) namedParts.set(name, chunk.load);
  const Deferred = lazy(() => chunk.load().then((component) => ({ default: component })));
  function Part(props: Props) {
    // Fixed per mount: switching from the lazy wrapper to the loaded component would mount it afresh (state lost).
    const [Loaded] = useState(() => chunk.loaded());
    const part = <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <Deferred {...props} />}</Suspense>;
    if (name === undefined) return part;
    return (
      <>
        <template {...{ [PART_ATTRIBUTE]: name }} />
        {part}
      </>
    );
  }
  return Object.assign(Part, { preload: chunk.load });
}

/** The attribute of the marker a named lazy part leaves in the page. */
const PART_ATTRIBUTE = 'data-sb-part';

/** The loaders of the named lazy parts, by name (filled as the modules defining them load: route modules first). */
const namedParts = new Map<string, () => Promise<unknown>>();

/**
 * Loads the chunks of the named lazy parts that the server's page draws (their markers), so they hydrate with the
 * page: called before hydrating, once the route modules (which define the parts) have loaded.
 *
 * @example
 * await preloadPageParts(document);
 */
export function preloadPageParts(root: ParentNode): Promise<unknown> {
  const names = new Set(
    [...root.querySelectorAll(`template[${PART_ATTRIBUTE}]`)].map((marker) => marker.getAttribute(PART_ATTRIBUTE)),
  );
  return Promise.all(
    [...names].map((partName) =>
      namedParts
        .get(partName ?? '')?.()
        .catch(() => undefined),
    ),
  );
}
