/** What an order asks the payment provider to authorise. */
export interface AuthorisationRequest {
  orderNo: string;
  amount: number;
  currency: string;
  paymentMethod: string;
  /** The provider's token of the card, or the pay-later authorisation token. */
  cardToken?: string | undefined;
}

/** The provider's answer. `challenge_required` means 3-D Secure: the shopper must authenticate first. */
export type AuthorisationResult =
  | { status: 'authorised'; authorisationId: string; card: Record<string, unknown> }
  | { status: 'challenge_required'; authorisationId: string; card: Record<string, unknown>; challengeUrl: string }
  | {
      status: 'declined';
      reason: 'declined' | 'insufficient_funds' | 'unknown_card' | 'pay_later_refused';
      card: Record<string, unknown>;
    };

/**
 * The seam between checkout and a payment provider. The reference API ships a sandbox; a real provider's adapter
 * implements the same two calls.
 */
export interface PaymentProvider {
  authorise(request: AuthorisationRequest): AuthorisationResult;
  /** Whether a challenge result the shopper's browser brought back proves a successful authentication. */
  verifyChallenge(resultHash: string | null, challengeResult: string): boolean;
}
