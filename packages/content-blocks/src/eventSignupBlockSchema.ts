import * as z from 'zod/mini';
import { blockBaseShape, richTextFieldSchema } from './blockFieldSchemas';

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}/, { error: 'must be an ISO date (YYYY-MM-DD…)' }));

/**
 * The event sign-up dialog (content-blocks §2–§5): `eventId`, `title`, `startDate`/`endDate` (ISO; attending
 * days are offered when they span 2+ calendar days), `enablePlusOne` (a guest-name field), `richText` (the
 * event's description), `submitCtaLabel`, `confirmationTitle`, `confirmationSubtitle`, and `triggerLabel` (the
 * button on the page that opens the dialog). An end before the start fails the block.
 *
 * @example
 * eventSignupBlockSchema.parse({ id: 'ev', type: 'eventSignUp', eventId: 'peak-district-trail-day',
 *   title: 'Peak District trail weekend', startDate: '2026-05-16', endDate: '2026-05-17' });
 */
export const eventSignupBlockSchema = z
  .object({
    ...blockBaseShape,
    type: z.enum(['eventSignUp', 'eventSignUpDialog']),
    eventId: z.string().check(z.trim(), z.minLength(1)),
    title: z.string().check(z.trim(), z.minLength(1)),
    startDate: isoDate,
    endDate: z.optional(isoDate),
    enablePlusOne: z.optional(z.boolean()),
    richText: z.optional(richTextFieldSchema),
    submitCtaLabel: z.optional(z.string()),
    confirmationTitle: z.optional(z.string()),
    confirmationSubtitle: z.optional(z.string()),
    triggerLabel: z.optional(z.string()),
  })
  .check(
    z.refine((block) => block.endDate === undefined || block.endDate.slice(0, 10) >= block.startDate.slice(0, 10), {
      error: 'endDate is before startDate',
      path: ['endDate'],
    }),
  );

/** An event sign-up block as the registry hands it to {@link EventSignup}. */
export type EventSignupBlock = z.output<typeof eventSignupBlockSchema>;

/** Longest span offered as attending days, so a wrong end date cannot draw a thousand checkboxes. */
export const MAX_EVENT_DAYS = 31;

/**
 * The calendar days of an event, one `YYYY-MM-DD` per day from start to end inclusive (content-blocks §5), or
 * an empty list when it spans fewer than 2 days (no choice to offer). Dates are read as written (the
 * calendar day of the ISO string), never shifted by a time zone.
 *
 * @example
 * eventDays('2026-05-16T09:00:00+01:00', '2026-05-18'); // ['2026-05-16', '2026-05-17', '2026-05-18']
 */
export function eventDays(startDate: string, endDate: string | undefined): string[] {
  if (!endDate) return [];
  const start = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${endDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end <= start) return [];
  const days: string[] = [];
  for (let time = start; time <= end && days.length < MAX_EVENT_DAYS; time += 86_400_000) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}
