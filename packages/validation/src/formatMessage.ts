import { defaultMessages } from './defaultMessages';
import type { MessageCatalogue } from './defaultMessages';
import { interpolate } from './interpolate';

/**
 * Values that fill a message template's `{name}` placeholders.
 *
 * @example
 * ```ts
 * const params: MessageParams = { format: 'YYYY-MM-DD' };
 * ```
 */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Resolves a message key to text: the given catalogue first, then the English defaults, then the
 * `fallback` (or the key itself, so a missing translation is visible rather than blank).
 *
 * @example
 * ```ts
 * formatMessage('validation.date', { format: 'DD/MM/YYYY' });
 * // 'Date should match DD/MM/YYYY and be a valid date.'
 * ```
 */
export function formatMessage(
  key: string,
  params?: MessageParams,
  messages?: MessageCatalogue,
  fallback?: string,
): string {
  const template = messages?.[key] ?? (defaultMessages as Record<string, string | undefined>)[key] ?? fallback ?? key;
  return interpolate(template, params);
}
