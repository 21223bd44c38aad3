import type { ApiClient, ConsumerProfile } from '@switchback/api-client';

// Purchase history pages of this many orders are read until the history ends (commerce-api allows up to 50).
const ORDERS_PER_PAGE = 50;
// A stop for a history that never ends (a server answering the same page again): 20 pages are 1,000 orders.
const MAX_ORDER_PAGES = 20;

/**
 * The shopper's data as one JSON document ("download my data", spec §7 retrieve user data): what commerce-api
 * answers to `POST /consumers-v3/consumer/retrieveUserData` (the facts it keeps for segments and analytics), the
 * profile (details, addresses, preferences, subscriptions, notification preferences, loyalty), every order of the
 * purchase history and the saved payment methods as commerce-api lists them (masked, never full numbers).
 *
 * @example
 * const file = await collectAccountData(api, await account.profile(), { now: new Date() });
 */
export async function collectAccountData(
  api: ApiClient,
  profile: ConsumerProfile,
  options: { now: Date; signal?: AbortSignal },
) {
  const request = { signal: options.signal };
  const [userData, orders, paymentMethods] = await Promise.all([
    api.consumer.retrieveUserData({}, request),
    (async () => {
      const all: unknown[] = [];
      for (let page = 0; page < MAX_ORDER_PAGES; page += 1) {
        const history = await api.consumer.getPurchaseHistory(
          { start: page * ORDERS_PER_PAGE, count: ORDERS_PER_PAGE },
          request,
        );
        all.push(...history.orders);
        if (
          history.orders.length < ORDERS_PER_PAGE ||
          (typeof history.total === 'number' && all.length >= history.total)
        )
          break;
      }
      return all;
    })(),
    api.consumer.getPaymentInstruments({}, request).then((answer) => answer.payment_instruments),
  ]);
  return { exportedAt: options.now.toISOString(), userData: userData ?? {}, profile, orders, paymentMethods };
}

/**
 * The file name of a data download: `switchback-my-data-{date}.json`.
 *
 * @example
 * accountDataFileName(new Date('2026-11-26T01:00:00Z')); // 'switchback-my-data-2026-11-26.json'
 */
export function accountDataFileName(now: Date): string {
  return `switchback-my-data-${now.toISOString().slice(0, 10)}.json`;
}
