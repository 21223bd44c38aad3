// The reference API has no machine-translation provider. It knows the French of the seeded review sentences, so
// the translate call behaves realistically on demo data; anything else comes back untranslated and says so.
const FRENCH: Record<string, string> = {
  'Exactly what I needed': 'Exactement ce qu’il me fallait',
  'Used it on a week in the backcountry and it performed flawlessly. Fit is true to size.':
    'Utilisé pendant une semaine en arrière-pays, sans le moindre défaut. La taille est juste.',
  'Great value': 'Excellent rapport qualité-prix',
  'Quality feels far above the price. I have recommended it to two friends already.':
    'La qualité dépasse largement le prix. Je l’ai déjà recommandé à deux amis.',
  'My go-to piece': 'Ma pièce préférée',
  'I reach for this before anything else in my closet. Comfortable from day one.':
    'Je le prends avant tout le reste. Confortable dès le premier jour.',
  'Held up in a storm': 'A tenu bon dans la tempête',
  'Got caught in a nasty squall above treeline and stayed dry and warm.':
    'Pris dans une violente bourrasque au-dessus de la limite des arbres, je suis resté au sec et au chaud.',
  'Love the colour': 'J’adore la couleur',
  'The colour is even better in person and has not faded after many washes.':
    'La couleur est encore plus belle en vrai et n’a pas pâli après de nombreux lavages.',
  'Good but runs small': 'Bien, mais taille petit',
  'Nice build quality, but I had to size up. Check the size chart before ordering.':
    'Belle finition, mais j’ai dû prendre la taille au-dessus. Consultez le guide des tailles.',
  'Solid, a bit heavy': 'Solide, un peu lourd',
  'Does the job well. A little heavier than I hoped for long days.':
    'Fait bien le travail. Un peu plus lourd que prévu pour les longues journées.',
  'Not for me': 'Pas pour moi',
  'The fit did not work for my build and the zip felt stiff. Returned it easily though.':
    'La coupe ne convenait pas à ma morphologie et la fermeture éclair était raide. Retour facile cependant.',
};
const ENGLISH = Object.fromEntries(Object.entries(FRENCH).map(([english, french]) => [french, english]));

/**
 * Translates a review's title and text into `targetLocale` (languages: en, fr).
 * @example
 * translateReview({ title: 'Great value', text: '…', locale: 'en-us' }, 'fr-ca'); // { title: 'Excellent rapport qualité-prix', … }
 */
export function translateReview(review: { title: string; text: string; locale: string }, targetLocale: string) {
  const target = targetLocale.toLowerCase().replace('_', '-');
  const from = review.locale.slice(0, 2);
  const to = target.slice(0, 2);
  const table = to === 'fr' ? FRENCH : to === 'en' ? ENGLISH : undefined;
  const title = table?.[review.title];
  const text = table?.[review.text];
  const translated = from !== to && title !== undefined && text !== undefined;
  return {
    sourceLocale: review.locale,
    targetLocale: target,
    translated,
    title: translated ? title : review.title,
    text: translated ? text : review.text,
  };
}
