import { Dialog } from '@switchback/ui';
import { useId, useRef, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { allChoices, type ConsentChoices } from '../lib/consent';
import { useConsentText } from '../lib/consentText';
import { ConsentCategoryFields, choicesFromForm } from './ConsentCategoryFields';
import { useConsent } from './ConsentProvider';

/**
 * The cookie preferences (content-blocks §5): a modal dialog, open while `useConsent().preferencesOpen`, listing
 * the four categories with their boxes preset from the current choices, and "Save choices", "Accept all" and
 * "Reject all", each of which records the choice (`decide`) and closes. Escape and the close button close it
 * without changing anything; focus returns to what opened it (the `Dialog` of `@switchback/ui`).
 *
 * It is a real form posting to `/consent`, so a click that lands before the page's script has run still
 * records the choice through the server.
 *
 * @example
 * const { preferencesOpen } = useConsent();
 * {preferencesOpen ? <ConsentPreferences /> : null}
 */
export function ConsentPreferences() {
  const { state, decide, preferencesOpen, closePreferences } = useConsent();
  const t = useConsentText();
  const location = useLocation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const choose = (choices: () => ConsentChoices) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    decide(choices());
    closePreferences();
  };
  const saved = () => (formRef.current ? choicesFromForm(new FormData(formRef.current)) : allChoices(false));

  return (
    <Dialog
      open={preferencesOpen}
      onClose={closePreferences}
      title={t.consentPreferencesTitle}
      closeLabel={t.close}
      className="consent-preferences"
      footer={
        <div className="consent-actions">
          <button
            type="submit"
            form={formId}
            name="choice"
            value="save"
            className="sb-button sb-button--primary"
            onClick={choose(saved)}
          >
            {t.consentSave}
          </button>
          <button
            type="submit"
            form={formId}
            name="choice"
            value="accept-all"
            className="sb-button sb-button--secondary"
            onClick={choose(() => allChoices(true))}
          >
            {t.consentAcceptAll}
          </button>
          <button
            type="submit"
            form={formId}
            name="choice"
            value="reject-all"
            className="sb-button sb-button--secondary"
            onClick={choose(() => allChoices(false))}
          >
            {t.consentRejectAll}
          </button>
        </div>
      }
    >
      <form id={formId} ref={formRef} method="post" action="/consent" className="consent-preferences__form">
        <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
        <p className="consent-preferences__intro">{t.consentPreferencesIntro}</p>
        <ConsentCategoryFields state={state} />
      </form>
    </Dialog>
  );
}
