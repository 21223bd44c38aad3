import { LIVE_CLICK } from '@switchback/content-blocks';
import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { loader as reviewFormLoader } from '../../routes/productReview';
import { useBrowseText } from '../../lib/browseText';
import { closeOnEscape } from '../../lib/closeOnEscape';
import { useHydrated } from '../../lib/useHydrated';
import { useStoreHref } from '../StoreLink';
import type { ReviewFields as ReviewFieldsComponent } from './ReviewFields';
import type { ReviewFormValues, ReviewWriteResult } from './reviewForm';

/** The notice `routes/productReview.tsx` leaves in the product URL once a review is published. */
export const REVIEW_PUBLISHED_NOTICE = 'writeReview-ok';
/** The notice of a review taken for moderation (written as a guest): thanked, not listed yet. */
export const REVIEW_PENDING_NOTICE = 'writeReview-pending';

const blank = (nickname: string): ReviewFormValues => ({
  rating: '',
  title: '',
  text: '',
  nickname,
  location: '',
  recommend: false,
  fit: '',
});

/**
 * "Write a review" on the product page (spec §2 "review user content" dialog). Without JavaScript it is a link to
 * the review page (`/p/{slug}/review`); with it, a modal dialog loads the same form (the signed-in shopper's
 * nickname filled in), focuses its first field, keeps the shopper's text when a field is refused (focus goes to
 * the first field at fault), and once the review is published closes, returns focus to the button and shows the
 * reviews newest first with a thank-you notice — the same place the page form ends on. The fields and their
 * stylesheet are a chunk of their own, fetched with the form on the first open.
 *
 * @example
 * <WriteReview path="/p/parka-SBJK10026" />
 */
export function WriteReview({ path }: { path: string }) {
  const t = useBrowseText();
  const href = useStoreHref(`${path}/review`);
  const form = useFetcher<typeof reviewFormLoader>();
  const submit = useFetcher<ReviewWriteResult>();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The form's fields (and their stylesheet) are a chunk of their own, fetched with the form on the first open.
  const [Fields, setFields] = useState<typeof ReviewFieldsComponent | null>(null);

  const published = params.get('notice') === REVIEW_PUBLISHED_NOTICE;
  const pending = params.get('notice') === REVIEW_PENDING_NOTICE;
  const loaded = form.data;

  // The form arrives after the dialog opened: focus its first field then.
  useEffect(() => {
    if (open && loaded && Fields) dialogRef.current?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
  }, [open, loaded, Fields]);

  // Each answer of the submit fetcher acts once: navigating changes `location`, which must not close the dialog again.
  const handledAnswer = useRef<ReviewWriteResult | null>(null);
  useEffect(() => {
    if (submit.state !== 'idle' || !submit.data || handledAnswer.current === submit.data) return;
    handledAnswer.current = submit.data;
    if (!submit.data.ok) {
      // The field at fault, or the first radio of the rating group at fault.
      const invalid = dialogRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector<HTMLElement>('input'))?.focus();
      return;
    }
    dialogRef.current?.close();
    const next = new URLSearchParams(location.search);
    next.set('reviewSort', 'newest');
    next.set('notice', submit.data.pending ? REVIEW_PENDING_NOTICE : REVIEW_PUBLISHED_NOTICE);
    void navigate(`${location.pathname}?${next}#reviews`, { preventScrollReset: true });
  }, [submit.state, submit.data, location.pathname, location.search, navigate]);

  const openDialog = () => {
    if (!loaded && form.state === 'idle') void form.load(href);
    if (!Fields) void import('./ReviewFields').then((module) => setFields(() => module.ReviewFields));
    dialogRef.current?.showModal();
    setOpen(true);
  };

  const refused = submit.data && !submit.data.ok ? submit.data : undefined;
  return (
    <div className="write-review">
      {hydrated ? (
        <button
          type="button"
          ref={triggerRef}
          className="sb-button sb-button--secondary"
          onClick={openDialog}
          aria-haspopup="dialog"
        >
          {t.writeReview}
        </button>
      ) : (
        // Without JavaScript a form that goes to the review page, so the control is a button with and without it; in
        // the product page's reviews island, a click before the island's code came opens the dialog once it has.
        <form method="get" action={href.split('?')[0]}>
          {/* The carried parameters of the review page's address (a GET form replaces the action's query). */}
          {[...new URLSearchParams(href.split('?')[1] ?? '')].map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="sb-button sb-button--secondary" {...LIVE_CLICK}>
            {t.writeReview}
          </button>
        </form>
      )}
      {/* After the button, so the button does not move when the reviews island wakes (a click on its way must not land
          beside it). Without scripts the region is only drawn with its message: an empty one would say nothing. */}
      {hydrated || published || pending ? (
        <p role="status" className="add-to-cart__done">
          {published ? t.reviewPublished : pending ? t.reviewPending : null}
        </p>
      ) : null}
      {hydrated ? (
        <dialog
          ref={dialogRef}
          className="sb-dialog write-review__dialog"
          aria-labelledby="write-review-title"
          onKeyDown={closeOnEscape}
          onClose={() => {
            setOpen(false);
            triggerRef.current?.focus();
          }}
        >
          <h2 id="write-review-title">{loaded ? t.writeReviewTitle(loaded.product.name) : t.writeReview}</h2>
          {loaded && Fields ? (
            <submit.Form
              method="post"
              action={href}
              noValidate
              className="review-form"
              key={refused ? JSON.stringify(refused.values) : `fresh-${submit.data?.ok ? 'sent' : ''}`}
            >
              <input type="hidden" name="js" value="1" />
              <p>{t.writeReviewIntro}</p>
              <Fields
                idPrefix="review-dialog"
                values={refused?.values ?? blank(loaded.nickname)}
                errors={refused?.fieldErrors}
                askFit={loaded.askFit}
              />
              {refused ? (
                <p role="alert" className="add-to-cart__problem">
                  {refused.message}
                </p>
              ) : null}
              <p className="review-form__actions">
                <button type="submit" className="sb-button" disabled={submit.state !== 'idle'}>
                  {t.reviewSubmit}
                </button>
                <button
                  type="button"
                  className="sb-button sb-button--secondary"
                  onClick={() => dialogRef.current?.close()}
                >
                  {t.reviewCancel}
                </button>
              </p>
            </submit.Form>
          ) : (
            <>
              <p role="status">{t.reviewLoading}</p>
              <button
                type="button"
                className="sb-button sb-button--secondary"
                onClick={() => dialogRef.current?.close()}
              >
                {t.reviewCancel}
              </button>
            </>
          )}
        </dialog>
      ) : null}
    </div>
  );
}
