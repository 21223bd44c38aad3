import type { MessageParams } from './formatMessage';

/**
 * Fills `{name}` placeholders; unknown placeholders stay as written so a typo shows up in the UI.
 *
 * @example
 * ```ts
 * interpolate('Use at most {max} characters.', { max: 30 }); // 'Use at most 30 characters.'
 * ```
 */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
