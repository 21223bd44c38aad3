// Draws storefront components in Storybook as the shop draws them: under React Router routes (an in-memory router
// made with `createRoutesStub`), with the route loaders and actions the components call answered over the network
// by msw, as the shop's server answers them. Not part of the app.
import '@switchback/ui/styles.css';
import '@switchback/content-blocks/base.css';
import '../app.css';
import { answerStoryRequests } from '@switchback/test-utils/story-msw';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { useMemo, type ComponentType } from 'react';
import { createRoutesStub, redirect } from 'react-router';
import type { ShopperStatus } from '../lib/authFlowView';
import { loadShopStrings } from './loadShopStrings';

/**
 * Where the stories' stand-in shop server answers: a route `/en-us/p/parka` of the story is asked for at
 * `/__shop/en-us/p/parka`. A prefix no real server serves, so a request no handler answers fails in the story
 * instead of reaching anything live.
 */
export const SHOP_SERVER = '/__shop';

/** The msw URL pattern of a shop route (`'/:locale/sign-in'` → `'/__shop/:locale/sign-in'`). */
export const shopRoute = (path: string): string => `${SHOP_SERVER}${path}`;

/** A route answer that sends the shopper on, as the shop's `redirect(...)` does. */
export const shopRedirect = (to: string) => HttpResponse.json(null, { headers: { 'x-shop-redirect': to } });

/**
 * A route's loader or action in a story: sends the request (its form as URL-encoded fields) to the stand-in shop
 * server and hands back its JSON, or follows its redirect.
 */
async function askShopServer({ request }: { request: Request }): Promise<unknown> {
  const url = new URL(request.url);
  const body =
    request.method === 'GET'
      ? undefined
      : new URLSearchParams([...(await request.formData()).entries()].map(([name, value]) => [name, String(value)]));
  const response = await fetch(`${SHOP_SERVER}${url.pathname}${url.search}`, {
    method: request.method,
    body,
    signal: request.signal,
  });
  const to = response.headers.get('x-shop-redirect');
  if (to) return redirect(to);
  if (!response.headers.get('content-type')?.includes('json'))
    throw new Error(`No story handler answers ${request.method} ${url.pathname}${url.search}`);
  return response.json();
}

/** The root loader's shopper: a guest. */
export const GUEST: ShopperStatus = {
  registered: false,
  consumerType: 'GUEST',
  consumerNo: 'C1',
  termsPending: false,
  spend: null,
  currency: null,
  associate: null,
  justSignedIn: false,
};

/** Props of {@link ShopStory}. */
export interface ShopStoryProps {
  /** The page's URL when the story starts, e.g. `/en-us/p/alpenglow-parka-SBJK10026`. */
  url: string;
  /** The page route's pattern; its loader and action ask the shop server when `pageData` is set. */
  path?: string;
  /** Draws the page: the component under test, reading `useLoaderData()` when the page route has data. */
  page: ComponentType;
  pageData?: boolean;
  /** Other routes the component loads from or posts to (fetchers, forms), answered by the shop server. */
  routes?: string[];
  /** The root loader's shopper (every page's chrome reads it); a guest by default. */
  shopper?: ShopperStatus;
}

/**
 * The component under test on a shop page, in an in-memory router.
 *
 * @example
 * render: () => <ShopStory url="/en-us/p/parka-SBJK10026" page={() => <SizeChart chart={chart} />} />
 */
export function ShopStory({
  url,
  path = '/:locale/*',
  page,
  pageData = false,
  routes = [],
  shopper = GUEST,
}: ShopStoryProps) {
  const Stub = useMemo(
    () =>
      createRoutesStub([
        {
          id: 'root',
          path: '/',
          // The shop's UI strings are chunks of their own per language, loaded before anything is drawn (as the shop
          // does before hydrating): the root route's loader waits for them.
          loader: async () => {
            await loadShopStrings();
            return { shopper };
          },
          HydrateFallback: () => null,
          children: [
            { path, Component: page, ...(pageData ? { loader: askShopServer, action: askShopServer } : {}) },
            ...routes.map((route) => ({
              path: route,
              loader: askShopServer,
              action: askShopServer,
              Component: () => null,
            })),
          ],
        },
      ]),
    [path, page, pageData, routes, shopper],
  );
  return <Stub initialEntries={[url]} />;
}

/**
 * Use in a story's `beforeEach`: the stand-in shop server answers with these msw handlers (see {@link shopRoute}).
 *
 * @example
 * beforeEach: () => answerShopRequests(http.get(shopRoute('/:locale/p/:slug'), () => HttpResponse.json(product)))
 */
export function answerShopRequests(...handlers: RequestHandler[]): Promise<void> {
  return answerStoryRequests(
    ...handlers,
    http.all(shopRoute('/*'), ({ request }) =>
      HttpResponse.text(`No story handler for ${request.method} ${request.url}`, { status: 501 }),
    ),
  );
}

/** The element that has focus, for a story's keyboard checks. */
export const focused = (): Element | null => document.activeElement;
