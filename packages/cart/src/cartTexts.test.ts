import { ApiError, defaultErrorCatalogue } from '@switchback/api-client';
import { describe, expect, it } from 'vitest';
import { cartErrorFor, maxQuantityMessage, outOfStockMessage } from './cartErrors';
import { cartTextsFor, defaultCartTexts, frenchCartTexts } from './cartTexts';
import { cartNotifications, describeNotification, fulfilmentChangeMessage } from './deliveryNotifications';
import { formatMoney } from './formatMoney';
import { approachingPromotions } from './promotions';

const report = () => undefined;
const fail = (errorId: string) => new ApiError({ status: 409, errorId, message: `server says ${errorId}` });

describe('cart texts in French', () => {
  it('words cart errors in French: catalogue ids, max quantity, gift product, remove failure, fulfilment changes', () => {
    const texts = frenchCartTexts;
    expect(cartErrorFor(fail('PRM130'), { report, texts }).message).toBe('Ce code promo n’est pas valide.');
    expect(cartErrorFor(fail('ADDED_MAX_QUANTITY'), { itemId: 'l1', maxAllowedQty: 3, report, texts }).message).toBe(
      'Vous pouvez ajouter jusqu’à 3 exemplaires de cet article.',
    );
    expect(cartErrorFor(fail('INV408'), { itemId: 'l1', report, texts }).message).toBe(
      'Vous avez atteint la quantité maximale pour cet article.',
    );
    expect(cartErrorFor(fail('GWP_PRODUCT'), { itemId: 'l1', report, texts }).message).toMatch(
      /^Cet article-cadeau ne peut pas/,
    );
    expect(cartErrorFor(fail('BSK404'), { itemId: 'l1', operation: 'remove', report, texts }).message).toBe(
      'Impossible de retirer l’article du panier. Veuillez réessayer plus tard',
    );
    expect(cartErrorFor(fail('ORD517'), { report, texts })).toMatchObject({
      message: expect.stringMatching(/^Certains articles ne peuvent plus être ramassés/),
      reloadCart: true,
    });
    // A catalogue the app passes still wins for error ids.
    expect(cartErrorFor(fail('PRM130'), { report, texts, catalogue: { PRM130: 'Code inconnu.' } }).message).toBe(
      'Code inconnu.',
    );
  });

  it('words out-of-stock moves, notifications and approaching promotions in French', () => {
    expect(outOfStockMessage(1, frenchCartTexts)).toBe('cet article n’a pas pu être déplacé dans le panier');
    expect(outOfStockMessage(2, frenchCartTexts)).toMatch(/^Certains articles n’ont pas pu être déplacés/);
    expect(describeNotification({ type: 'ChangedStoreId' }, frenchCartTexts).message).toBe(
      'Le magasin de vos articles à ramasser a changé.',
    );
    expect(describeNotification({ type: 'SomethingNew' }, frenchCartTexts).message).toBe(frenchCartTexts.orderUpdated);
    expect(
      cartNotifications([{ type: 'PickupToSthTransition', itemId: 'l1' }], frenchCartTexts).notices[0]?.message,
    ).toMatch(/^Un article n’est plus offert/);
    const [shown] = approachingPromotions(
      [
        {
          promotionId: 'FREESHIP',
          distanceFromConditionThreshold: 20.5,
          calloutMsg: 'livraison standard gratuite',
          thresholdStatus: 'Below Threshold',
        },
      ],
      (amount) => formatMoney(amount, 'CAD', 'fr-CA'),
      frenchCartTexts,
    );
    expect(shown?.message).toBe(
      `Encore ${formatMoney(20.5, 'CAD', 'fr-CA')} d’achats pour obtenir : livraison standard gratuite`,
    );
  });

  it('speaks English without texts, and the English texts object says the same', () => {
    expect(cartErrorFor(fail('ADDED_MAX_QUANTITY'), { itemId: 'l1', maxAllowedQty: 3, report }).message).toBe(
      'You can add up to 3 of this item.',
    );
    expect(
      cartErrorFor(fail('ADDED_MAX_QUANTITY'), { itemId: 'l1', maxAllowedQty: 3, report, texts: defaultCartTexts })
        .message,
    ).toBe('You can add up to 3 of this item.');
    expect(maxQuantityMessage(null, defaultCartTexts)).toBe(defaultErrorCatalogue.ADDED_MAX_QUANTITY);
    expect(outOfStockMessage(1, defaultCartTexts)).toBe(outOfStockMessage(1));
    expect(fulfilmentChangeMessage(fail('ORD516'), defaultCartTexts)).toBe(fulfilmentChangeMessage(fail('ORD516')));
  });

  it('has every French text filled and different from the English one', () => {
    const flat = (texts: typeof defaultCartTexts) => ({
      ...texts.lifecycle,
      ...texts.notifications,
      ...texts.fulfilmentChange,
      giftProduct: texts.giftProduct,
      removeFailed: texts.removeFailed,
      itemNotMovedToCart: texts.itemNotMovedToCart,
      itemsNotMovedToCart: texts.itemsNotMovedToCart,
      orderUpdated: texts.orderUpdated,
      maxQuantity: texts.maxQuantity(4),
      spendMore: texts.spendMore('$1', 'x'),
    });
    const english = flat(defaultCartTexts);
    const french = flat(frenchCartTexts);
    expect(Object.keys(french).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(french)) expect(text, key).not.toBe(english[key as keyof typeof english]);
  });

  it('picks French for French locale tags, English otherwise', () => {
    expect(cartTextsFor('fr-ca')).toBe(frenchCartTexts);
    expect(cartTextsFor('fr_FR')).toBe(frenchCartTexts);
    expect(cartTextsFor('en-ca')).toBe(defaultCartTexts);
    expect(cartTextsFor(undefined)).toBe(defaultCartTexts);
  });
});
