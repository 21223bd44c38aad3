import { preloadBlockIslands } from '@switchback/content-blocks';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * Hydrates the server's page. Before that, the French catalogue (on a fr-ca page) and the code of the page's
 * interactive CMS blocks are loaded (each block type is a chunk of its own), so they hydrate with the page; static
 * blocks keep their server markup and load nothing. Below-the-fold islands are not deferred: drawing one live
 * later replaces its DOM and would lose what a shopper typed in it.
 */
async function hydrate() {
  // A French page's strings (an English page never loads them; switching site reloads the page).
  const french = document.documentElement.lang.toLowerCase() === 'fr-ca' ? import('./lib/messagesFr') : undefined;
  await Promise.all([preloadBlockIslands(), french]);
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
