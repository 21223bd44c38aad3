import { isExists } from 'date-fns/isExists';

/**
 * The date format used when none is given: the spec's default, and what the API exchanges.
 *
 * @example
 * ```ts
 * parseDate('2024-02-29', DEFAULT_DATE_FORMAT); // Thu Feb 29 2024 00:00 local time
 * ```
 */
export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD';

type Token = 'YYYY' | 'MM' | 'DD';

interface CompiledFormat {
  readonly pattern: RegExp;
  readonly tokens: readonly Token[];
}

const TOKEN_DIGITS: Readonly<Record<Token, number>> = { YYYY: 4, MM: 2, DD: 2 };

/**
 * Reads a spec-style format (`YYYY`, `MM`, `DD` and non-letter separators) into a pattern. Any other
 * letters would be ambiguous (is `D` a day or a day of year?), so they are refused when the rule is
 * created rather than silently mis-read on every keystroke.
 */
export function compileDateFormat(format: string): CompiledFormat {
  const tokens: Token[] = [];
  let source = '';
  for (const part of format.split(/(YYYY|MM|DD|[A-Za-z]+)/)) {
    if (part === '') continue;
    if (/^[A-Za-z]+$/.test(part)) {
      if (!Object.hasOwn(TOKEN_DIGITS, part) || tokens.includes(part as Token)) {
        throw new RangeError(`unsupported token "${part}" in date format "${format}"; use YYYY, MM and DD once each`);
      }
      tokens.push(part as Token);
      source += `(\\d{${TOKEN_DIGITS[part as Token]}})`;
    } else {
      source += part.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    }
  }
  if (tokens.length !== 3) {
    throw new RangeError(`date format "${format}" needs YYYY, MM and DD`);
  }
  return { pattern: new RegExp(`^${source}$`), tokens };
}

/** `parseDate` with a format compiled once, for rules that parse on every keystroke. */
export function parseWithFormat(value: string, { pattern, tokens }: CompiledFormat): Date | undefined {
  const match = pattern.exec(value);
  if (!match) return undefined;
  const parts: Record<Token, number> = { YYYY: 0, MM: 0, DD: 0 };
  tokens.forEach((token, index) => {
    parts[token] = Number(match[index + 1]);
  });
  const { YYYY: year, MM: month, DD: day } = parts;
  // Years below 100 would be read by Date as 19xx; no shopper means them, so they are not dates here.
  if (year < 100 || !isExists(year, month - 1, day)) return undefined;
  return new Date(year, month - 1, day);
}

/**
 * Reads a date written in `format` (default `YYYY-MM-DD`) as local midnight of that calendar day, or
 * `undefined` when the text does not have exactly that shape or names a day that does not exist
 * (`2023-02-29`). Years before 100 are refused.
 *
 * @throws RangeError when `format` uses letters other than YYYY, MM and DD (each exactly once)
 * @example
 * ```ts
 * import { parseDate } from '@switchback/validation';
 *
 * parseDate('29/02/2024', 'DD/MM/YYYY'); // Date of 29 February 2024
 * parseDate('2023-02-29'); // undefined
 * ```
 */
export function parseDate(value: string, format: string = DEFAULT_DATE_FORMAT): Date | undefined {
  return parseWithFormat(value, compileDateFormat(format));
}

/**
 * Writes a date's calendar day (local time) in `format` (default `YYYY-MM-DD`), e.g. to turn a masked
 * `DD/MM/YYYY` birth date into the API's `YYYY-MM-DD`.
 *
 * @example
 * ```ts
 * import { formatDate, parseDate } from '@switchback/validation';
 *
 * const day = parseDate('29/02/2024', 'DD/MM/YYYY');
 * day && formatDate(day); // '2024-02-29'
 * ```
 */
export function formatDate(date: Date, format: string = DEFAULT_DATE_FORMAT): string {
  const pad = (value: number, length: number) => String(value).padStart(length, '0');
  return format
    .replace('YYYY', pad(date.getFullYear(), 4))
    .replace('MM', pad(date.getMonth() + 1, 2))
    .replace('DD', pad(date.getDate(), 2));
}
