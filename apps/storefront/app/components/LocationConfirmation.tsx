import { Dialog } from '@switchback/ui';
import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useFocusMainWhenGone } from '../lib/focusMain';
import { htmlLang, type Locale } from '../lib/locales';
import { equivalentPath, locationChoiceHref } from '../lib/locationSuggestion';
import { LOCALE_NAMES, LOCATION_GO } from '../lib/messages';
import { useStore } from '../lib/useStore';
import { useText } from '../lib/useText';

/**
 * The location confirmation (spec §2 dialogs): offered on a landing whose locale differs from where the shopper
 * appears to be (decided on the server, see `locationToConfirm`). Both answers go through `/location-choice`,
 * which remembers them in a cookie so the shop asks once: "stay" keeps the current page, "go" opens the same page
 * (or its equivalent) in the suggested locale, labelled in that locale's language.
 *
 * Server-rendered (and without JavaScript) it is a banner section with two links that never blocks the page. Once
 * the page is interactive it becomes a modal dialog: focus stays inside it and returns where it was (the main content when it was nowhere), and Escape,
 * the close button and "stay" all keep the shopper here (recorded with a POST, without reloading).
 *
 * @example
 * <LocationConfirmation suggested="fr-ca" />
 */
export function LocationConfirmation({ suggested }: { suggested: Locale }) {
  const store = useStore();
  const t = useText();
  const location = useLocation();
  const titleId = useId();
  const [interactive, setInteractive] = useState(false);
  const [answered, setAnswered] = useState(false);
  useEffect(() => setInteractive(true), []);
  // Shown on landing, the dialog usually took focus from the page itself: "stay" then puts it on the main content.
  useFocusMainWhenGone(!answered);
  if (answered) return null;

  const here = `${location.pathname}${location.search}`;
  const currentName = LOCALE_NAMES[store.locale];
  const suggestedName = LOCALE_NAMES[suggested];
  const stayHref = locationChoiceHref(store.locale, here);
  const text = <p className="location-confirmation__text">{t.locationConfirmText(currentName, suggestedName)}</p>;
  const goLink = (
    <a
      href={locationChoiceHref(suggested, equivalentPath(here, suggested))}
      lang={htmlLang(suggested)}
      hrefLang={htmlLang(suggested)}
      rel="nofollow"
      className="sb-button sb-button--primary sb-button--size-sm"
    >
      {LOCATION_GO[suggested](suggestedName)}
    </a>
  );

  if (!interactive) {
    return (
      <section className="location-confirmation" aria-labelledby={titleId}>
        <h2 id={titleId} className="location-confirmation__title">
          {t.locationConfirmTitle}
        </h2>
        {text}
        <div className="location-confirmation__actions">
          <a href={stayHref} rel="nofollow" className="sb-button sb-button--secondary sb-button--size-sm">
            {t.locationStay(currentName)}
          </a>
          {goLink}
        </div>
      </section>
    );
  }

  const stay = () => {
    setAnswered(true);
    // The answer is remembered by the server's cookie; if this fails the shopper is simply asked on a later landing.
    void fetch(stayHref, { method: 'POST' }).catch(() => undefined);
  };
  return (
    <Dialog
      open
      onClose={stay}
      title={t.locationConfirmTitle}
      closeLabel={t.close}
      className="location-confirmation-dialog"
      footer={
        <div className="location-confirmation__actions">
          <button type="button" className="sb-button sb-button--secondary sb-button--size-sm" onClick={stay}>
            {t.locationStay(currentName)}
          </button>
          {goLink}
        </div>
      }
    >
      {text}
    </Dialog>
  );
}
