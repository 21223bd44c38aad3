// msw handlers and data for the event sign-up's tests and stories (not exported from the package).
import { delay, http, HttpResponse } from 'msw';

/** An event the fake service says is full, to show the error notification with the server's message. */
export const FULL_EVENT_ID = 'ben-nevis-sunrise-hike';
export const FULL_EVENT_MESSAGE = 'Sorry, this event is full.';

/** The event registration call as commerce-api answers it; `received` collects the bodies. */
export function eventSignupHandlers(baseUrl: string, received: unknown[] = [], wait = 0) {
  return [
    http.post(`${baseUrl}/consumers-v3/consumer/event-registration`, async ({ request }) => {
      const body = (await request.json()) as { eventId?: string };
      received.push(body);
      if (wait) await delay(wait);
      if (body.eventId === FULL_EVENT_ID) {
        return HttpResponse.json(
          {
            appId: 'consumers',
            correlationId: 'c-2',
            errorDetails: [{ errorId: 'API409', message: FULL_EVENT_MESSAGE }],
          },
          { status: 409 },
        );
      }
      return HttpResponse.json({ registrationId: 'reg-1042', status: 'REGISTERED' }, { status: 201 });
    }),
  ];
}

/** A two-day event with a plus-one, as the CMS sends it. */
export const exampleEventSignup = {
  id: 'events-en-gb-peak-weekend',
  type: 'eventSignUp',
  name: 'Peak District trail weekend — sign-up',
  eventId: 'peak-district-trail-weekend-2026',
  title: 'Peak District trail weekend',
  startDate: '2026-05-16T09:00:00+01:00',
  endDate: '2026-05-17T17:00:00+01:00',
  enablePlusOne: true,
  richText: {
    html: '<p>Two days of guided routes from Edale with our Trail Club guides: kit demos, a river crossing clinic and a camp supper.</p>',
  },
  submitCtaLabel: 'Save my place',
  confirmationTitle: 'See you in Edale',
  confirmationSubtitle: 'Your place is saved. We’ve emailed the meeting point and a kit list.',
};

/** Maya, signed in, as the app describes the account to the blocks. */
export const signedInMaya = {
  status: 'registered' as const,
  email: 'maya.chen@example.com',
  firstName: 'Maya',
  lastName: 'Chen',
  gender: 'F',
  phoneNumber: '+447700900123',
};
