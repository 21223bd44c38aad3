// msw handlers and services for the newsletter form's tests and stories (not exported from the package).
import { createApiClient } from '@switchback/api-client';
import { delay, http, HttpResponse } from 'msw';
import type { BlockServices } from './blockServices';

/** An address the fake service refuses, to show the error state with the server's own message. */
export const REFUSED_EMAIL = 'bounced@example.com';
export const REFUSAL_MESSAGE = 'This email address cannot receive our newsletter.';

/** The newsletter call as commerce-api answers it; `received` collects the bodies for assertions. */
export function newsletterHandlers(baseUrl: string, received: unknown[] = [], wait = 0) {
  return [
    http.post(`${baseUrl}/consumers-v3/consumer/newsletter`, async ({ request }) => {
      const body = (await request.json()) as { email?: string };
      received.push(body);
      if (wait) await delay(wait);
      if (body.email === REFUSED_EMAIL) {
        return HttpResponse.json(
          { appId: 'consumers', correlationId: 'c-1', errorDetails: [{ errorId: 'API400', message: REFUSAL_MESSAGE }] },
          { status: 400 },
        );
      }
      return HttpResponse.json({ subscribed: true, campaignName: (body as { campaignName?: string }).campaignName });
    }),
  ];
}

/** Block services wired to a real api-client against `baseUrl` (msw answers). */
export function apiServices(baseUrl: string, extra: Partial<BlockServices> = {}): BlockServices {
  const client = createApiClient({
    baseUrl,
    identity: { siteId: 'sb-gb', locale: 'en-gb' },
    sleep: () => Promise.resolve(),
  });
  return {
    subscribeNewsletter: client.consumer.subscribeNewsletter,
    registerForEvent: client.consumer.registerForEvent,
    ...extra,
  };
}
