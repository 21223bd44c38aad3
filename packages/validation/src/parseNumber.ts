import { isBlank } from './isBlank';

export const numberMessages = { 'validation.number': 'Enter a number.' } as const;

// Plain decimals only: Number() would also take '0x1f', '1e3' and 'Infinity', none of which a shopper
// means in a quantity or amount field.
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The number a field holds, or `undefined` when it holds something else. Blank is handled by callers. */
export function parseNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || isBlank(value)) return undefined;
  const text = value.trim();
  return DECIMAL.test(text) ? Number(text) : undefined;
}
