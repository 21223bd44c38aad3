import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { defaultErrorCatalogue, errorMessageFor, paymentSaveErrorMessage, QUOTED_MESSAGES } from './errorMessageFor';
import {
  errorCatalogueFor,
  frenchErrorCatalogue,
  frenchQuotedMessages,
  quotedMessagesFor,
} from './frenchErrorMessages';

const quiet = { report: () => {} };
const fail = (errorId: string, status = 400, message = 'server text') => new ApiError({ status, errorId, message });

describe('the French error catalogue', () => {
  it('has a French message for every error id of the English catalogue, and no other id', () => {
    expect(Object.keys(frenchErrorCatalogue).sort()).toEqual(Object.keys(defaultErrorCatalogue).sort());
    for (const [errorId, english] of Object.entries(defaultErrorCatalogue)) {
      expect(frenchErrorCatalogue[errorId], errorId).toMatch(/\S/);
      expect(frenchErrorCatalogue[errorId], errorId).not.toBe(english);
    }
    expect(Object.keys(frenchQuotedMessages).sort()).toEqual(Object.keys(QUOTED_MESSAGES).sort());
    for (const [key, english] of Object.entries(QUOTED_MESSAGES))
      expect(frenchQuotedMessages[key as keyof typeof QUOTED_MESSAGES], key).not.toBe(english);
  });

  it('words a failed call in French and still falls back to the server message for an unknown id', () => {
    expect(errorMessageFor(fail('BSK404', 404), frenchErrorCatalogue, quiet)).toBe(
      'Nous n’avons pas trouvé votre panier. Veuillez réessayer.',
    );
    expect(errorMessageFor(fail('PRM130'), errorCatalogueFor('fr-ca'), quiet)).toBe('Ce code promo n’est pas valide.');
    expect(errorMessageFor(fail('XYZ999', 400, 'Coupon expiré'), frenchErrorCatalogue, quiet)).toBe('Coupon expiré');
  });

  it('words payment-instrument save failures in French when given the French quoted messages', () => {
    const messages = quotedMessagesFor('fr-CA');
    expect(paymentSaveErrorMessage(fail('GFC400'), 'GIFT_CARD', { ...quiet, messages })).toBe(
      'l’enregistrement de la carte-cadeau a échoué',
    );
    expect(paymentSaveErrorMessage(fail('CCA400', 409), 'GIFT_CARD', { ...quiet, messages })).toBe(
      'la carte-cadeau existe déjà',
    );
    expect(paymentSaveErrorMessage(fail('PYT400'), 'CREDIT_CARD', { ...quiet, messages })).toBe(
      'l’enregistrement de la carte de crédit a échoué',
    );
    // Without messages: the spec's English, as before.
    expect(paymentSaveErrorMessage(fail('PYT400'), 'CREDIT_CARD', quiet)).toBe('credit card save failed');
  });

  it('picks French for French locale tags and English for every other', () => {
    for (const tag of ['fr', 'fr-ca', 'fr-CA', 'fr_FR']) {
      expect(errorCatalogueFor(tag)).toBe(frenchErrorCatalogue);
      expect(quotedMessagesFor(tag)).toBe(frenchQuotedMessages);
    }
    for (const tag of ['en-us', 'en-gb', 'fy', '', undefined, null]) {
      expect(errorCatalogueFor(tag)).toBe(defaultErrorCatalogue);
      expect(quotedMessagesFor(tag)).toBe(QUOTED_MESSAGES);
    }
  });
});
