/**
 * One display mask or several: `X` stands for any digit, a digit stands for itself (so `'7XXX XXXXXX'`
 * only fits numbers starting with 7), anything else is shown as written.
 *
 * @example
 * ```ts
 * const masks: Mask = ['7XXX XXXXXX', 'XX XXXX XXXX'];
 * ```
 */
export type Mask = string | readonly string[];

/** How many digits a mask holds. */
export function maskLength(mask: string): number {
  let length = 0;
  for (const char of mask) if (char === 'X' || isDigit(char)) length += 1;
  return length;
}

function isDigit(char: string): boolean {
  return char >= '0' && char <= '9';
}

/** Whether the digits typed so far agree with the mask's fixed digits. */
function fits(mask: string, digits: string): boolean {
  let index = 0;
  for (const char of mask) {
    if (index >= digits.length) return true;
    if (char === 'X') index += 1;
    else if (isDigit(char)) {
      if (digits[index] !== char) return false;
      index += 1;
    }
  }
  return true;
}

/**
 * Picks the mask for the digits typed so far: among the masks whose fixed digits agree, the shortest
 * that holds them all (first listed on a tie), else the longest; with no agreeing mask, the same choice
 * over all masks so typing is never blocked.
 */
export function chooseMask(masks: readonly string[], digits: string): string | undefined {
  const agreeing = masks.filter((mask) => fits(mask, digits));
  const candidates = agreeing.length > 0 ? agreeing : masks;
  let best: string | undefined;
  for (const mask of candidates) {
    const length = maskLength(mask);
    if (best === undefined) {
      best = mask;
      continue;
    }
    const bestLength = maskLength(best);
    const holds = length >= digits.length;
    const bestHolds = bestLength >= digits.length;
    if ((holds && (!bestHolds || length < bestLength)) || (!holds && !bestHolds && length > bestLength)) best = mask;
  }
  return best;
}

/**
 * Formats the digits of `input` into a mask as the shopper types: separators appear only once a digit
 * follows them, and digits beyond the mask are dropped. With several masks the one that fits the digits
 * typed so far is used (see {@link Mask}). Everything but ASCII digits in `input` is ignored, so the
 * function can be fed its own output on every keystroke.
 *
 * @example
 * ```ts
 * import { applyMask } from '@switchback/validation';
 *
 * applyMask('2125550', '(XXX) XXX - XXXX'); // '(212) 555 - 0'
 * applyMask('2079460958', ['7XXX XXXXXX', 'XX XXXX XXXX']); // '20 7946 0958' (not a 7: the second mask)
 * ```
 */
export function applyMask(input: string, mask: Mask): string {
  const digits = input.replace(/\D/g, '');
  const chosen = typeof mask === 'string' ? mask : chooseMask(mask, digits);
  if (chosen === undefined || digits.length === 0) return '';
  let output = '';
  let index = 0;
  for (const char of chosen) {
    if (index >= digits.length) break;
    if (char === 'X' || isDigit(char)) {
      output += digits[index];
      index += 1;
    } else {
      output += char;
    }
  }
  return output;
}

/**
 * Whether a value is a complete entry for one of the masks: the right number of digits, fixed digits
 * in place, and no characters other than digits and the mask's own separators (so `'90210'` and
 * `'90210-1234'` both fit `['XXXXX', 'XXXXX-XXXX']`, `'9021O'` fits neither).
 */
export function fitsMask(value: string, mask: Mask): boolean {
  const masks = typeof mask === 'string' ? [mask] : mask;
  const digits = value.replace(/\D/g, '');
  return masks.some((candidate) => {
    if (maskLength(candidate) !== digits.length || !fits(candidate, digits)) return false;
    const separators = new Set([...candidate].filter((char) => char !== 'X' && !isDigit(char)));
    return [...value].every((char) => isDigit(char) || separators.has(char));
  });
}
