import { useBrowseText } from '../../lib/browseText';
import { REVIEW_FITS, REVIEW_TEXT_MAX, type ReviewFormValues, type ReviewWriteResult } from './reviewForm';
import './review.css';

/**
 * The fields of the "review user content" form (spec §2): a 1–5 star rating as radio buttons, title, text,
 * nickname, an optional place, "I recommend this product", and the optional fit answer for products that come in
 * sizes. Each error sits under its field and is tied to it with `aria-describedby`. The form around it is the
 * caller's (a page form without JavaScript, a fetcher form in the dialog).
 *
 * @example
 * <Form method="post"><ReviewFields idPrefix="review-page" values={values} errors={errors} askFit /><button>Publish</button></Form>
 */
export function ReviewFields({
  idPrefix,
  values,
  errors = {},
  askFit,
}: {
  idPrefix: string;
  values: ReviewFormValues;
  errors?: ReviewWriteResult['fieldErrors'];
  askFit: boolean;
}) {
  const t = useBrowseText();
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: keyof ReviewFormValues, hint?: string) => {
    const ids = [hint, errors[name] ? id(`${name}-error`) : undefined].filter(Boolean).join(' ');
    return ids || undefined;
  };
  const error = (name: keyof ReviewFormValues) =>
    errors[name] ? (
      <span id={id(`${name}-error`)} className="field-error">
        {errors[name]}
      </span>
    ) : null;
  return (
    <>
      {/* The radiogroup role lets the group carry aria-invalid (a radio cannot); the legend still names it. */}
      <fieldset
        className="review-form__rating"
        role="radiogroup"
        aria-describedby={described('rating')}
        aria-invalid={errors.rating ? true : undefined}
      >
        <legend>{t.reviewRating}</legend>
        {[5, 4, 3, 2, 1].map((stars) => (
          <label key={stars}>
            <input type="radio" name="rating" value={stars} defaultChecked={values.rating === String(stars)} required />{' '}
            {t.reviewRatingOption(stars)}
          </label>
        ))}
        {error('rating')}
      </fieldset>
      <p>
        <label htmlFor={id('title')}>{t.reviewTitle}</label>
        <input
          id={id('title')}
          name="title"
          defaultValue={values.title}
          minLength={2}
          maxLength={100}
          required
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={described('title')}
        />
        {error('title')}
      </p>
      <p>
        <label htmlFor={id('text')}>{t.reviewText}</label>
        <textarea
          id={id('text')}
          name="text"
          rows={5}
          defaultValue={values.text}
          minLength={20}
          maxLength={REVIEW_TEXT_MAX}
          required
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described('text', id('text-hint'))}
        />
        <span id={id('text-hint')} className="field-hint">
          {t.reviewTextHint}
        </span>
        {error('text')}
      </p>
      <p>
        <label htmlFor={id('nickname')}>{t.reviewNickname}</label>
        <input
          id={id('nickname')}
          name="nickname"
          defaultValue={values.nickname}
          minLength={2}
          maxLength={30}
          required
          autoComplete="nickname"
          aria-invalid={errors.nickname ? true : undefined}
          aria-describedby={described('nickname')}
        />
        {error('nickname')}
      </p>
      <p>
        <label htmlFor={id('location')}>{t.reviewLocation}</label>
        <input
          id={id('location')}
          name="location"
          defaultValue={values.location}
          maxLength={50}
          aria-invalid={errors.location ? true : undefined}
          aria-describedby={described('location')}
        />
        {error('location')}
      </p>
      {askFit ? (
        <p>
          <label htmlFor={id('fit')}>{t.reviewFit}</label>{' '}
          <select id={id('fit')} name="fit" defaultValue={values.fit}>
            <option value="">{t.reviewFitNone}</option>
            {REVIEW_FITS.map((fit) => (
              <option key={fit} value={fit}>
                {t.reviewFitNames[fit]}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      <p>
        <label>
          <input type="checkbox" name="recommend" value="yes" defaultChecked={values.recommend} /> {t.reviewRecommend}
        </label>
      </p>
    </>
  );
}
