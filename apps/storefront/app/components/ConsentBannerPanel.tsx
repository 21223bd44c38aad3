import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { allChoices, type ConsentChoices } from '../lib/consent';
import { useConsentText } from '../lib/consentText';
import { ConsentCategoryFields, choicesFromForm } from './ConsentCategoryFields';
import { useConsent } from './ConsentProvider';

// The preferences dialog is a separate chunk, fetched the first time a shopper opens it.
const ConsentPreferences = lazy(() =>
  import('./ConsentPreferences').then((module) => ({ default: module.ConsentPreferences })),
);

/**
 * The cookie banner and the cookie preferences dialog, drawn by {@link ConsentBanner} (a chunk of its own, fetched
 * only when a page shows one of them).
 *
 * The banner is fixed to the bottom of the viewport, so it overlays the page instead of pushing it (no layout
 * shift), and it is not modal: the page stays usable and focus is never trapped. It is a real form posting to
 * `/consent`, so "Accept all" and "Reject all" work without JavaScript; before the page is interactive
 * "Cookie settings" is a disclosure with the category boxes and "Save choices" in the same form. Once
 * interactive, a choice is recorded in the browser and the banner goes.
 *
 * @example
 * <ConsentBannerPanel shown />
 */
export function ConsentBannerPanel({ shown }: { shown: boolean }) {
  const { state, decide, preferencesOpen, openPreferences } = useConsent();
  const t = useConsentText();
  const location = useLocation();
  const [interactive, setInteractive] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => setInteractive(true), []);

  const choose = (choices: () => ConsentChoices) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    decide(choices());
  };

  const banner = shown ? (
    <section aria-label={t.consentBannerLabel} className="consent-banner">
      <form ref={formRef} method="post" action="/consent" className="consent-banner__form">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <p className="consent-banner__text">{t.consentBannerText}</p>
        <div className="consent-actions">
          <button
            type="submit"
            name="choice"
            value="accept-all"
            className="sb-button sb-button--primary"
            onClick={choose(() => allChoices(true))}
          >
            {t.consentAcceptAll}
          </button>
          <button
            type="submit"
            name="choice"
            value="reject-all"
            className="sb-button sb-button--primary"
            onClick={choose(() => allChoices(false))}
          >
            {t.consentRejectAll}
          </button>
          {interactive ? (
            <button type="button" className="sb-button sb-button--secondary" onClick={openPreferences}>
              {t.consentSettings}
            </button>
          ) : null}
        </div>
        {interactive ? null : (
          // Without JavaScript there is no dialog: the same choices open in place and post with this form.
          <details className="consent-banner__settings">
            <summary className="sb-button sb-button--secondary">{t.consentSettings}</summary>
            <ConsentCategoryFields state={state} />
            <button
              type="submit"
              name="choice"
              value="save"
              className="sb-button sb-button--primary"
              onClick={choose(() =>
                formRef.current ? choicesFromForm(new FormData(formRef.current)) : allChoices(false),
              )}
            >
              {t.consentSave}
            </button>
          </details>
        )}
      </form>
    </section>
  ) : null;

  return (
    <>
      {banner}
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences />
        </Suspense>
      ) : null}
    </>
  );
}
