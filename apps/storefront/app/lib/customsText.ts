/**
 * The customiser's strings (issue 16 customs), English and Canadian French. They live outside the page catalogue
 * (lib/messages.ts): only the customiser's chunk and the server read them, so the product page's first load does
 * not carry them.
 */
const en = {
  title: (name: string) => `Customize your ${name}`,
  intro: 'Add your initials and pick the colors. We make it for you.',
  initials: 'Initials',
  initialsHint: (max: number) => `Up to ${max} letters or numbers.`,
  initialsPattern: 'Use letters and numbers only.',
  thread: 'Thread color',
  laces: 'Laces',
  placement: 'Initials on the',
  size: 'Size',
  chooseSize: 'Choose a size',
  preview: 'Preview',
  previewLabel: (initials: string, thread: string, placement: string, laces: string) =>
    initials
      ? `Your boot with the initials ${initials} in ${thread} on the ${placement.toLowerCase()}, ${laces.toLowerCase()}.`
      : `Your boot, ${laces.toLowerCase()}. Type your initials to see them.`,
  price: 'Customization',
  initialsPrice: 'Initials',
  lacesPrice: 'Colored laces',
  total: 'Your boot',
  included: 'included',
  leadTime: (time: string) => `Made to order: ships in ${time}. Home delivery only, no pickup in store.`,
  noReturns: 'Customized items cannot be returned.',
  add: 'Add to cart',
  adding: 'Adding…',
  cancel: 'Cancel',
  close: 'Close',
  check: 'Check your design.',
  added: 'Your customized boot is in your cart.',
  update: 'Update cart',
  updating: 'Updating…',
  updated: 'Your cart has the new design.',
  lineGone: 'This customized boot is no longer in your cart.',
  editTitle: (name: string) => `Change the design of your ${name}`,
  viewCart: 'View cart',
  loading: 'Loading the customizer…',
};

/** The customiser's strings; see {@link customsTextFor}. */
export type CustomsText = typeof en;

// en-gb spells the customiser the British way; the other English locales as above.
const enGb: CustomsText = {
  ...en,
  title: (name) => `Customise your ${name}`,
  intro: 'Add your initials and pick the colours. We make it for you.',
  thread: 'Thread colour',
  price: 'Customisation',
  lacesPrice: 'Coloured laces',
  noReturns: 'Customised items cannot be returned.',
  added: 'Your customised boot is in your cart.',
  lineGone: 'This customised boot is no longer in your cart.',
  loading: 'Loading the customiser…',
};

const fr: CustomsText = {
  title: (name) => `Personnalisez votre ${name}`,
  intro: 'Ajoutez vos initiales et choisissez les couleurs. Nous la fabriquons pour vous.',
  initials: 'Initiales',
  initialsHint: (max) => `Jusqu’à ${max} lettres ou chiffres.`,
  initialsPattern: 'Utilisez uniquement des lettres et des chiffres.',
  thread: 'Couleur du fil',
  laces: 'Lacets',
  placement: 'Initiales sur',
  size: 'Pointure',
  chooseSize: 'Choisissez une pointure',
  preview: 'Aperçu',
  previewLabel: (initials, thread, placement, laces) =>
    initials
      ? `Votre botte avec les initiales ${initials} en ${thread.toLowerCase()} sur ${placement.toLowerCase()}, ${laces.toLowerCase()}.`
      : `Votre botte, ${laces.toLowerCase()}. Tapez vos initiales pour les voir.`,
  price: 'Personnalisation',
  initialsPrice: 'Initiales',
  lacesPrice: 'Lacets de couleur',
  total: 'Votre botte',
  included: 'inclus',
  leadTime: (time) =>
    `Fabriquée sur commande\u00a0: expédiée en ${time.replace('business days', 'jours ouvrables')}. Livraison à domicile seulement, pas de ramassage en magasin.`,
  noReturns: 'Les articles personnalisés ne peuvent pas être retournés.',
  add: 'Ajouter au panier',
  adding: 'Ajout…',
  cancel: 'Annuler',
  close: 'Fermer',
  check: 'Vérifiez votre personnalisation.',
  added: 'Votre botte personnalisée est dans votre panier.',
  update: 'Mettre à jour le panier',
  updating: 'Mise à jour…',
  updated: 'Votre panier a la nouvelle personnalisation.',
  lineGone: 'Cette botte personnalisée n’est plus dans votre panier.',
  editTitle: (name) => `Modifiez la personnalisation de votre ${name}`,
  viewCart: 'Voir le panier',
  loading: 'Chargement de l’outil de personnalisation…',
};

/**
 * The customiser's strings in a locale's language (French on `fr-*`, else English, spelt the British way on en-gb).
 *
 * @example
 * customsTextFor('fr-ca').initials; // 'Initiales'
 * customsTextFor('en-us').thread; // 'Thread color'
 */
export function customsTextFor(locale: string): CustomsText {
  const tag = locale.toLowerCase();
  return tag.startsWith('fr') ? fr : tag === 'en-gb' ? enGb : en;
}
