import { useMemo } from 'react';
import { languageOf, messagesFor, type Messages } from './messages';
import { consentEn } from './messagesConsent';
import { consentFr } from './messagesConsentFr';
import { useStore } from './useStore';

/** The cookie banner's and preferences' strings (lib/messagesConsent.ts) with the shop's. */
export type ConsentMessagesAll = Messages & typeof consentEn;

/**
 * `useText()` of the cookie banner and preferences: the page's strings with the consent strings of its language.
 * Only their chunk imports this module, so the consent strings come with the banner's code, never with a page
 * that draws no banner (issue 14).
 *
 * @example
 * const t = useConsentText();
 * <p>{t.consentBannerText}</p>
 */
export function useConsentText(): ConsentMessagesAll {
  const { locale } = useStore();
  return useMemo(
    () => ({ ...messagesFor(locale), ...(languageOf(locale) === 'fr' ? consentFr : consentEn) }),
    [locale],
  );
}
