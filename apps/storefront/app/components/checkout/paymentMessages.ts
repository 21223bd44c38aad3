/** The `source` the sandbox payment provider's pages put on every message they post (see commerce-api's paymentRoutes). */
export const PAYMENT_MESSAGE_SOURCE = 'switchback-sandbox-pay';

/** A message from the payment provider's frame, when it really is one: right origin, right source. */
export function providerMessage(event: MessageEvent, providerOrigin: string): Record<string, unknown> | null {
  if (event.origin !== providerOrigin) return null;
  const data = event.data as unknown;
  if (typeof data !== 'object' || data === null || (data as { source?: unknown }).source !== PAYMENT_MESSAGE_SOURCE)
    return null;
  return data as Record<string, unknown>;
}
