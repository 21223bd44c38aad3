import type { ReviewInput } from '@switchback/api-client';
import type { BrowseMessagesAll } from '../../lib/browseText';

/** The fit answers a review may carry, in the order they are offered. */
export const REVIEW_FITS = ['runsSmall', 'trueToSize', 'runsLarge'] as const;
/** One fit answer. */
export type ReviewFit = (typeof REVIEW_FITS)[number];

/** Longest review text commerce-api accepts (longer answers REV410, spec §8 "review too long"). */
export const REVIEW_TEXT_MAX = 5000;

/**
 * What the shopper typed in the review form, kept as typed so a refused form comes back filled in.
 *
 * @example
 * const empty: ReviewFormValues = { rating: '', title: '', text: '', nickname: 'Maya R.', location: '', recommend: false, fit: '' };
 */
export interface ReviewFormValues {
  rating: string;
  title: string;
  text: string;
  nickname: string;
  location: string;
  recommend: boolean;
  fit: string;
}

/**
 * The answer of writing a review (`routes/productReview.tsx`): done or not, a message in the shopper's language,
 * the field errors and the values to show again when refused.
 *
 * @example
 * const refused: ReviewWriteResult = { ok: false, message: 'Please check the highlighted fields.', fieldErrors: { rating: '…' } };
 */
export interface ReviewWriteResult {
  ok: boolean;
  message: string;
  /** The review was taken but waits for moderation (written as a guest), so it is not listed yet. */
  pending?: boolean;
  fieldErrors?: Partial<Record<keyof ReviewFormValues, string>>;
  values?: ReviewFormValues;
}

const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Reads and checks a posted review form with the same bounds as commerce-api (rating 1–5, title 2–100, text
 * 20–5000, nickname 2–30, place up to 50), answering messages in the shopper's language. `input` is set only when
 * every field is right.
 *
 * @example
 * const { input, fieldErrors, values } = readReviewForm(await request.formData(), browseMessagesFor('en-us'));
 */
export function readReviewForm(
  form: FormData,
  t: BrowseMessagesAll,
): { values: ReviewFormValues; fieldErrors: NonNullable<ReviewWriteResult['fieldErrors']>; input: ReviewInput | null } {
  const values: ReviewFormValues = {
    rating: textOf(form, 'rating'),
    title: textOf(form, 'title'),
    text: textOf(form, 'text'),
    nickname: textOf(form, 'nickname'),
    location: textOf(form, 'location'),
    recommend: textOf(form, 'recommend') === 'yes',
    fit: textOf(form, 'fit'),
  };
  const fieldErrors: NonNullable<ReviewWriteResult['fieldErrors']> = {};
  const rating = /^[1-5]$/.test(values.rating) ? Number(values.rating) : null;
  if (rating === null) fieldErrors.rating = t.reviewRatingRequired;
  if (values.title.length < 2 || values.title.length > 100) fieldErrors.title = t.reviewTitleLength;
  if (values.text.length < 20 || values.text.length > REVIEW_TEXT_MAX) fieldErrors.text = t.reviewTextLength;
  if (values.nickname.length < 2 || values.nickname.length > 30) fieldErrors.nickname = t.nicknameLength;
  if (values.location.length > 50) fieldErrors.location = t.reviewLocationLength;
  const fit = (REVIEW_FITS as readonly string[]).includes(values.fit) ? (values.fit as ReviewFit) : undefined;
  if (rating === null || Object.keys(fieldErrors).length > 0) return { values, fieldErrors, input: null };
  return {
    values,
    fieldErrors,
    input: {
      rating,
      title: values.title,
      text: values.text,
      nickname: values.nickname,
      ...(values.location ? { location: values.location } : {}),
      ...(values.recommend ? { isRecommended: true } : {}),
      ...(fit ? { fit } : {}),
    },
  };
}

/**
 * The nickname offered to a signed-in shopper: first name and the initial of the last name ("Maya R."), within
 * the 30 characters a nickname may have; empty when the profile has no first name.
 *
 * @example
 * nicknameFor({ firstName: 'Maya', lastName: 'Rossi' }); // 'Maya R.'
 */
export function nicknameFor(
  details: { firstName?: string | null; lastName?: string | null } | null | undefined,
): string {
  const first = details?.firstName?.trim() ?? '';
  if (!first) return '';
  const initial = details?.lastName?.trim().charAt(0);
  return (initial ? `${first} ${initial.toUpperCase()}.` : first).slice(0, 30);
}
