import { preloadBlockIslands } from '@switchback/content-blocks';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadPageParts } from './components/LazyPart';
import { DEFAULT_LOCALE, isSupportedLocale } from './lib/locales';
import { loadMessages } from './lib/messages';

/**
 * Hydrates the server's page. Before that, the page's UI strings in its language (the server preloaded their chunks,
 * lib/messageChunks.server.ts) and the code of the interactive CMS blocks on the first screen are loaded (each
 * block type is a chunk of its own), and those of the page's own parts that it draws on arrival (a cart's lines:
 * components/LazyPart.tsx), so they hydrate with the page.
 * Static blocks keep their server markup and load nothing; islands further down, and those that only answer input
 * (menus, accordions, the newsletter form), keep theirs until the shopper comes near or reaches into them, and then
 * get what the shopper typed, focused or clicked meanwhile (content-blocks `BlockIsland`).
 */
async function hydrate() {
  // The page's UI strings in its language (an English page never loads the French strings, nor a French page the
  // English ones): the shell's, and the catalogues of the page's route that the server preloaded (`data-messages`;
  // each provides its strings when it loads, lib/lazyCatalogue.ts).
  const lang = document.documentElement.lang.toLowerCase();
  const catalogues = [...document.querySelectorAll<HTMLLinkElement>('link[data-messages]')].map(
    (link) => import(/* @vite-ignore */ link.href),
  );
  await Promise.all([
    preloadBlockIslands(document, 0),
    preloadPageParts(document),
    loadMessages(isSupportedLocale(lang) ? lang : DEFAULT_LOCALE),
    ...catalogues,
  ]);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void hydrate();
