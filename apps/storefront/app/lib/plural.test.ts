import { describe, expect, it } from 'vitest';
import { cartEn } from './messagesCart';
import { plural } from './plural';
import { storesFr } from './messagesStoresFr';

describe('plural', () => {
  it("picks each language's own form: French counts 0 and 1 as singular, English only 1", () => {
    const en = (count: number) => plural('en', count, { one: `${count} item`, other: `${count} items` });
    const fr = (count: number) => plural('fr', count, { one: `${count} article`, other: `${count} articles` });
    expect([0, 1, 2].map(en)).toEqual(['0 items', '1 item', '2 items']);
    expect([0, 1, 2].map(fr)).toEqual(['0 article', '1 article', '2 articles']);
  });

  it('falls back to the other form when a language has a category the message does not give', () => {
    expect(plural('ar', 3, { one: 'one', other: 'other' })).toBe('other');
  });

  it('is what the catalogues say: a store name with a # in it stays as written', () => {
    expect(storesFr.storeChangedMoved(0, 'Magasin #12')).toBe('0 article de votre panier sera ramassé à Magasin #12.');
    expect(storesFr.deliveryDays(1, null)).toBe('1 jour ouvrable');
    expect(cartEn.miniCart.items(0)).toBe('0 items in your cart');
  });
});
