import { describe, expect, it } from 'vitest';
import { accountMessagesFor, loadAccountMessages } from './accountText';
import { checkoutMessagesFor } from './checkoutText';
import { authMessagesFor, loadAuthMessages } from './authText';
import { cartMessagesFor } from './cartText';
import { customsLabelsFor } from './customsLabels';
import { customsTextFor } from './customsText';
import { listingMessagesFor } from './listingText';
import { messagesFor } from './messages';
import { productMessagesFor } from './productText';

// vitest.setup.ts loads every language, as the server does.
describe('English spelling per locale', () => {
  it('spells as the US does on en-us and en-ca, and the British way on en-gb only', () => {
    for (const locale of ['en-us', 'en-ca'] as const) {
      expect(productMessagesFor(locale).colour).toBe('Color');
      expect(listingMessagesFor(locale).facetNames.color).toBe('Color');
      expect(cartMessagesFor(locale).cartLine.color).toBe('Color');
      expect(messagesFor(locale).colourCount(2)).toBe('2 colors');
      expect(messagesFor(locale).footerProgrammes).toBe('Programs');
      expect(customsLabelsFor(locale).customise).toBe('Customize');
      expect(customsTextFor(locale).thread).toBe('Thread color');
    }
    expect(productMessagesFor('en-gb').colour).toBe('Colour');
    expect(listingMessagesFor('en-gb').facetNames.color).toBe('Colour');
    expect(cartMessagesFor('en-gb').cartLine.color).toBe('Colour');
    expect(messagesFor('en-gb').colourCount(2)).toBe('2 colours');
    expect(messagesFor('en-gb').footerProgrammes).toBe('Programmes');
    expect(customsLabelsFor('en-GB').customise).toBe('Customise');
    expect(customsTextFor('en-gb').thread).toBe('Thread colour');
    // The rest of en-gb's strings are the shared English ones, and French stays French.
    expect(productMessagesFor('en-gb').addToCart).toBe('Add to cart');
    expect(listingMessagesFor('en-gb').facetNames.size).toBe('Size');
    expect(productMessagesFor('fr-ca').colour).toBe('Couleur');
  });

  it('lays the British spellings over the lazily loaded sign-in strings on en-gb only', async () => {
    await loadAuthMessages('en-gb');
    expect(authMessagesFor('en-us').signInConfirm.body).toContain('favorites');
    expect(authMessagesFor('en-gb').signInConfirm.body).toContain('favourites');
    expect(authMessagesFor('en-gb').signInConfirm.continue).toBe('Continue shopping');
    expect(authMessagesFor('en-ca').signInFlow.loyaltyTerms).toBe('I accept the XPLR Pass loyalty program terms');
  });

  it('spells favourites the British way on en-gb: the header, the product page button and the favourites page', async () => {
    await loadAccountMessages('en-gb');
    expect(messagesFor('en-gb').navFavorites).toBe('Favourites');
    expect(messagesFor('en-gb').accountMisc.addFavorite).toBe('Add to favourites');
    expect(messagesFor('en-gb').accountMisc.copyLink).toBe('Copy link');
    expect(accountMessagesFor('en-gb').favoritesPage.title).toBe('Favourites');
    expect(accountMessagesFor('en-gb').favoritesPage.empty).toContain('no favourites yet');
    expect(accountMessagesFor('en-gb').favoritesPage.remove).toBe('Remove');
    expect(accountMessagesFor('en-gb').accountNav['/favorites']).toBe('Favourites');
    expect(messagesFor('en-us').navFavorites).toBe('Favorites');
    expect(accountMessagesFor('en-us').favoritesPage.title).toBe('Favorites');
  });

  it('asks a UK address for a county and a postcode on en-gb', async () => {
    await loadAccountMessages('en-gb');
    await loadAuthMessages('en-gb');
    expect(checkoutMessagesFor('en-gb').checkoutAddress.postalCode).toBe('Postcode');
    expect(checkoutMessagesFor('en-gb').checkoutAddress.province).toBe('County');
    expect(checkoutMessagesFor('en-gb').checkoutAddress.city).toBe('City');
    expect(checkoutMessagesFor('en-gb').checkout.collectionPointSearchHint).toBe('A postcode or a town');
    expect(accountMessagesFor('en-gb').addressForm.postalCode).toBe('Postcode');
    expect(authMessagesFor('en-gb').signInFlow.postalCode).toBe('Postcode (optional)');
    expect(checkoutMessagesFor('en-us').checkoutAddress.postalCode).toBe('Postal code');
  });
});
