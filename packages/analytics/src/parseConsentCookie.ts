import { isConsentCategory } from './consentCategories';
import type { ConsentCategory } from './consentCategories';

/**
 * The shopper's recorded choices: `true` for a category marked `1`, `false` for one marked `0`,
 * absent when the cookie does not mention it.
 *
 * @example
 * ```ts
 * const choices: ConsentChoices = { C0001: true, C0002: false };
 * ```
 */
export type ConsentChoices = Partial<Record<ConsentCategory, boolean>>;

/**
 * Reads consent choices from the consent cookie's groups list, e.g. `C0001:1,C0002:0,C0003:1,C0004:0`.
 *
 * Also accepts the whole URL-encoded cookie value a consent manager writes
 * (`…&groups=C0001%3A1%2CC0002%3A0&…`), so the app can pass the raw cookie. Unknown categories and
 * malformed entries are ignored: a garbled cookie must never grant consent.
 *
 * @example
 * ```ts
 * import { parseConsentCookie } from '@switchback/analytics';
 *
 * parseConsentCookie('C0001:1,C0002:0,C0003:1,C0004:0');
 * // { C0001: true, C0002: false, C0003: true, C0004: false }
 * ```
 */
export function parseConsentCookie(cookie: string | null | undefined): ConsentChoices {
  const choices: ConsentChoices = {};
  if (!cookie) return choices;
  for (const entry of groupsOf(cookie).split(',')) {
    const match = /^\s*(C\d{4})\s*:\s*([01])\s*$/.exec(entry);
    if (match?.[1] && isConsentCategory(match[1])) {
      choices[match[1]] = match[2] === '1';
    }
  }
  return choices;
}

function groupsOf(cookie: string): string {
  const decoded = safeDecode(cookie);
  const groups = /(?:^|&)groups=([^&]*)/.exec(decoded);
  return groups?.[1] ?? decoded;
}

function safeDecode(value: string): string {
  try {
    // Two rounds: some consent managers encode the groups value inside an already-encoded cookie.
    return decodeURIComponent(decodeURIComponent(value));
  } catch {
    return value;
  }
}
