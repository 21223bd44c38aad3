// The sandbox payment provider's test cards. Like a real provider's sandbox, the outcome of a payment is decided by
// the card number, so every path (approval, 3-D Secure challenge, decline) can be exercised on purpose.
import { randomBytes } from 'node:crypto';

/** What the sandbox does with a card. */
export type CardScenario = 'approve' | 'challenge' | 'challenge_fail' | 'decline' | 'insufficient_funds';

/** A tokenised card as the API sees it: never the number, only brand, last four and expiry. */
export interface SandboxCard {
  cardType: 'VISA' | 'MASTERCARD' | 'AMEX';
  lastFour: string;
  scenario: CardScenario;
}

/** The test card numbers and what each does (documented in the README). */
export const TEST_CARDS: Readonly<Record<string, CardScenario>> = {
  '4242424242424242': 'approve',
  '4111111111111111': 'approve',
  '5555555555554444': 'approve',
  '378282246310005': 'approve',
  '4000000000003220': 'challenge',
  '4000000000003063': 'challenge_fail',
  '4000000000000002': 'decline',
  '4000000000009995': 'insufficient_funds',
};

// Tokens carry brand and last four so a saved card (sandbox_tok_visa_4242) keeps working across restarts.
const TOKEN = /^sandbox_tok_(visa|mastercard|amex)_(\d{4})(?:_[A-Za-z0-9]{6,32})?$/;
const SCENARIO_BY_LAST_FOUR: Record<string, CardScenario> = {
  '3220': 'challenge',
  '3063': 'challenge_fail',
  '0002': 'decline',
  '9995': 'insufficient_funds',
};

/**
 * The brand of a card number by its prefix.
 * @example
 * cardType('5555555555554444'); // 'MASTERCARD'
 */
export function cardType(number: string): SandboxCard['cardType'] | undefined {
  if (/^4\d{12}(\d{3})?$/.test(number)) return 'VISA';
  if (/^(5[1-5]\d{14}|2[2-7]\d{14})$/.test(number)) return 'MASTERCARD';
  if (/^3[47]\d{13}$/.test(number)) return 'AMEX';
  return undefined;
}

/**
 * Luhn check of a card number.
 * @example
 * luhnValid('4242424242424242'); // true
 */
export function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 13 && sum % 10 === 0;
}

/**
 * Tokenises a card the way hosted card fields would: the number stays with the provider.
 * @returns The token, or `undefined` for a number that is not a card.
 * @example
 * tokeniseCard('4000000000003220'); // 'sandbox_tok_visa_3220_…'
 */
export function tokeniseCard(number: string): string | undefined {
  const type = cardType(number);
  if (!type || !luhnValid(number)) return undefined;
  return `sandbox_tok_${type.toLowerCase()}_${number.slice(-4)}_${randomBytes(9).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/**
 * Reads a sandbox token back into the card it stands for.
 * @example
 * parseSandboxToken('sandbox_tok_visa_4242'); // { cardType: 'VISA', lastFour: '4242', scenario: 'approve' }
 */
export function parseSandboxToken(token: string): SandboxCard | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const [, brand = '', lastFour = ''] = match;
  return {
    cardType: brand.toUpperCase() as SandboxCard['cardType'],
    lastFour,
    scenario: SCENARIO_BY_LAST_FOUR[lastFour] ?? 'approve',
  };
}
