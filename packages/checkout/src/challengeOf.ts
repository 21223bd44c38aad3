import type { PlacedOrder } from './checkoutTypes';

/**
 * The 3-D Secure challenge an order asks for: its `PaymentNotAuthorized` flash with an action that has a URL
 * (spec §4), or `null` when the payment needs none.
 *
 * @example
 * ```ts
 * const challenge = challengeOf(order);
 * if (challenge) openDialog(challenge.url);
 * ```
 */
export function challengeOf(
  order: PlacedOrder | null | undefined,
): { url: string; authorisationId: string | null } | null {
  const flash = order?.flash?.find((entry) => entry.type === 'PaymentNotAuthorized' && entry.action);
  const url = flash?.action?.url;
  if (typeof url !== 'string' || url === '') return null;
  const id = flash?.action?.authorisationId;
  return { url, authorisationId: typeof id === 'string' ? id : null };
}
