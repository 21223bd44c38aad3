import { preloadBlockIslands } from '@switchback/content-blocks';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates the server's page. Before that, the French catalogue (on a fr-ca page) and the code of the interactive
 * CMS blocks on the first screen are loaded (each block type is a chunk of its own), so they hydrate with the page.
 * Static blocks keep their server markup and load nothing; islands further down, and those that only answer input
 * (menus, accordions, the newsletter form), keep theirs until the shopper comes near or reaches into them, and then
 * get what the shopper typed, focused or clicked meanwhile (content-blocks `BlockIsland`).
 */
async function hydrate() {
  // A French page's strings (an English page never loads them; switching site reloads the page).
  const french = document.documentElement.lang.toLowerCase() === 'fr-ca' ? import('./lib/messagesFr') : undefined;
  await Promise.all([preloadBlockIslands(document, 0), french]);
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
