const DIAL_CODES: Record<string, string> = { US: '1', CA: '1', GB: '44', IE: '353', FR: '33', DE: '49' };

/**
 * Normalises a phone number to the leading-plus form of spec §5: the dial code from `phoneCode` (else the
 * country's, else 1 for a bare ten-digit number), a North American number must be ten digits starting 2–9, and a
 * UK number loses its leading zero.
 * @returns `{ e164 }`, or `{ problem }` with a message when the number cannot be valid.
 * @example
 * normalisePhone('(415) 555-0101', undefined, 'US'); // { e164: '+14155550101' }
 * normalisePhone('07700900123', '+44', 'GB');         // { e164: '+447700900123' }
 */
export function normalisePhone(
  phone: string,
  phoneCode: string | undefined,
  countryCode: string | undefined,
): { e164: string } | { problem: string } {
  let digits = phone.replace(/[\s().-]/g, '');
  let dial = phoneCode?.replace(/^\+/, '');
  if (digits.startsWith('+')) {
    // Already international: split off a known dial code if it matches one of ours.
    const international = digits.slice(1);
    dial = Object.values(DIAL_CODES).find((code) => international.startsWith(code)) ?? dial;
    digits = dial && international.startsWith(dial) ? international.slice(dial.length) : international;
  }
  if (!/^\d+$/.test(digits)) return { problem: 'Phone number must contain digits only' };
  dial ??= (countryCode && DIAL_CODES[countryCode]) ?? (digits.length === 10 ? '1' : undefined);
  if (!dial) return { problem: 'Phone number needs a dial code' };
  if (dial === '1') {
    if (!/^[2-9]\d{9}$/.test(digits)) return { problem: 'Phone number must be 10 digits and not start with 0 or 1' };
  } else {
    if (dial === '44' && digits.startsWith('0')) digits = digits.slice(1);
    if (digits.length < 6 || digits.length > 14) return { problem: 'Phone number is not valid' };
  }
  return { e164: `+${dial}${digits}` };
}
