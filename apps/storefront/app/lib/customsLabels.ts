/**
 * The few customs strings outside the customiser (issue 16): the "Customise" button and a customised line's design
 * on the cart, checkout and order pages, English and Canadian French. Kept apart from the page catalogues
 * (lib/messages*.ts) and from the customiser's own strings (lib/customsText.ts, loaded with its chunk).
 */
const en = {
  customise: 'Customize',
  customs: 'Customization',
  customsDesign: (initials: string, thread: string, placement: string, laces: string | null) =>
    `Initials ${initials} in ${thread} on the ${placement.toLowerCase()}${laces ? `, ${laces.toLowerCase()} laces` : ''}`,
  customsPrice: (amount: string) => `+${amount}`,
  customsNoReturns: 'Made to order, cannot be returned',
  changeDesign: 'Change design',
};

// en-gb spells them the British way; the other English locales as above.
const enGb: typeof en = { ...en, customise: 'Customise', customs: 'Customisation' };

const fr: typeof en = {
  customise: 'Personnaliser',
  customs: 'Personnalisation',
  customsDesign: (initials, thread, placement, laces) =>
    `Initiales ${initials} en ${thread.toLowerCase()} sur ${placement.toLowerCase()}${laces ? `, lacets ${laces.toLowerCase()}` : ''}`,
  customsPrice: (amount) => `+${amount}`,
  customsNoReturns: 'Fabriqué sur commande, non retournable',
  changeDesign: 'Modifier la personnalisation',
};

/**
 * The customs labels in a locale's language (French on `fr-*`, else English, spelt the British way on en-gb).
 *
 * @example
 * customsLabelsFor('fr-ca').customise; // 'Personnaliser'
 * customsLabelsFor('en-us').customise; // 'Customize'
 */
export function customsLabelsFor(locale: string): typeof en {
  const tag = locale.toLowerCase();
  return tag.startsWith('fr') ? fr : tag === 'en-gb' ? enGb : en;
}

/**
 * The product page of a customised line that reopens its customiser with the line's saved design (`?recipe=`, the
 * cart item's `customsExternalUrl` of commerce-core): where a shopper changes the design of a boot in the cart.
 *
 * @example
 * customsEditPath('/p/talus-boot-SBHB10001', 'RCP0A1B2C'); // '/p/talus-boot-SBHB10001?recipe=RCP0A1B2C'
 */
export function customsEditPath(pdpUrl: string, recipeId: string): string {
  return `${pdpUrl}${pdpUrl.includes('?') ? '&' : '?'}recipe=${encodeURIComponent(recipeId)}`;
}
