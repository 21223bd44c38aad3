import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AuthorisationRequest, AuthorisationResult, PaymentProvider } from './PaymentProvider';
import { validPayLaterToken } from './payLaterTokens';
import { parseSandboxToken } from './sandboxCards';

/** Hashes a challenge result, the only form it is stored in. */
export const hashChallengeResult = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The sandbox provider: decides by test card (see `TEST_CARDS`). Cards ending 3220 need a 3-D Secure challenge
 * the shopper can pass, 3063 one that always fails, 0002 are declined, 9995 lack funds. The pay-later provider
 * approves only with an authorisation token its script handed out (`cardToken` carries it); PayPal approves.
 * `publicUrl` is the origin of the provider's own pages (the challenge page).
 * @example
 * const provider = new SandboxPaymentProvider('http://127.0.0.1:4000');
 * provider.authorise({ orderNo: 'SB40000001', amount: 129.95, currency: 'USD', paymentMethod: 'CREDIT_CARD', cardToken });
 */
export class SandboxPaymentProvider implements PaymentProvider {
  constructor(private readonly publicUrl: string) {}

  authorise(request: AuthorisationRequest): AuthorisationResult {
    const authorisationId = `pay_${randomBytes(12).toString('hex')}`;
    if (request.paymentMethod === 'KLARNA') {
      return request.cardToken && validPayLaterToken(request.cardToken)
        ? { status: 'authorised', authorisationId, card: { provider: 'pay-later' } }
        : { status: 'declined', reason: 'pay_later_refused', card: {} };
    }
    if (request.paymentMethod !== 'CREDIT_CARD') return { status: 'authorised', authorisationId, card: {} };
    const card = request.cardToken ? parseSandboxToken(request.cardToken) : undefined;
    if (!card) return { status: 'declined', reason: 'unknown_card', card: {} };
    const summary = { cardType: card.cardType, lastFour: card.lastFour };
    if (card.scenario === 'decline' || card.scenario === 'insufficient_funds') {
      return {
        status: 'declined',
        reason: card.scenario === 'decline' ? 'declined' : 'insufficient_funds',
        card: summary,
      };
    }
    if (card.scenario === 'challenge' || card.scenario === 'challenge_fail') {
      return {
        status: 'challenge_required',
        authorisationId,
        card: summary,
        challengeUrl: `${this.publicUrl.replace(/\/+$/, '')}/payments/sandbox/v1/challenge/${authorisationId}`,
      };
    }
    return { status: 'authorised', authorisationId, card: summary };
  }

  verifyChallenge(resultHash: string | null, challengeResult: string): boolean {
    if (!resultHash) return false;
    const a = Buffer.from(resultHash);
    const b = Buffer.from(hashChallengeResult(challengeResult));
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
