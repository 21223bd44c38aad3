// Starts msw's service worker once per Storybook page and swaps the handlers per story. One worker for every
// package's stories (content blocks, storefront components): two workers on one page would fight over requests.
// The worker file is apps/storybook/public/mockServiceWorker.js.
import type { RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

let worker: SetupWorker | undefined;
let started: Promise<unknown> | undefined;

/**
 * Use in a story's `beforeEach`: the page's requests to the handlers' URLs are answered by them until the next
 * story replaces them; anything else goes to the network as usual.
 *
 * @example
 * beforeEach: () => answerStoryRequests(...newsletterHandlers('/api')),
 */
export async function answerStoryRequests(...handlers: RequestHandler[]): Promise<void> {
  worker ??= setupWorker();
  started ??= worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  await started;
  worker.resetHandlers(...handlers);
}
