import { DeferredIsland, loadOnce, type IslandWake, type LoadOnce } from '@switchback/content-blocks';
import type { ComponentType } from 'react';

/** A component whose code is a chunk of its own, loaded once: see {@link islandModule}. */
export type IslandModule<Props> = LoadOnce<ComponentType<Props>>;

/**
 * Wraps a dynamic import of one component for {@link PageIsland}: the browser fetches its chunk only when the island
 * wakes; the server loads it before the first request (`preloadPageIslands` in lib/pageIslands.server.ts).
 *
 * @example
 * const notifyMeIsland = islandModule(() => import('./ProductCommunity').then((m) => m.NotifyMe));
 */
export const islandModule: <Props>(importer: () => Promise<ComponentType<Props>>) => IslandModule<Props> = loadOnce;

/**
 * A part of a page that a shopper only uses by reaching into it (a dialog's trigger, a form, a list's buttons): the
 * server draws it in full; the browser keeps that markup, links and no-JavaScript forms working, and loads its code
 * when the shopper points at, touches, clicks or tabs into it (`DeferredIsland` of content-blocks, which hands over
 * what the shopper did meanwhile: a click on a button, a form sent, values typed). New props (client navigation, a
 * form's answer) draw it afresh, live; until its chunk has come the navigation waits.
 *
 * @example
 * <PageIsland name="notify-me" module={notifyMeIsland} props={{ path, soldOut }} />
 */
export function PageIsland<Props extends object>({
  name,
  module,
  props,
  wake = 'interaction',
}: {
  /** Names the island in its wrapper's `data-sb-island`. */
  name: string;
  module: IslandModule<Props>;
  /** The component's props: plain data (their JSON is the island's `version`, so its markup never shows stale data). */
  props: Props;
  /**
   * `'interaction'` (default): when the shopper reaches into it — for forms, whose input is handed over.
   * `'visible'`: when it comes near the viewport — for parts whose server markup is links the live part turns into
   * buttons (a dialog's trigger), which a shopper could otherwise follow before the code came.
   */
  wake?: IslandWake;
}) {
  return (
    <DeferredIsland
      version={JSON.stringify(props)}
      name={name}
      load={module.load}
      loaded={module.loaded}
      wake={wake}
      render={(Component) => <Component {...props} />}
    />
  );
}
