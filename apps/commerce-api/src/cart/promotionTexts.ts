import { isFrench } from '../sites/language';

/**
 * The promotions' shopper-facing texts (names and the pieces of their pipe-separated callouts) in Canadian French,
 * by their English (seeded) text. Promotions are stored once, in English, as categories are; a cart answer names
 * them in the request's language.
 */
const FRENCH: Readonly<Record<string, string>> = {
  'Free standard shipping': 'Livraison standard gratuite',
  'Free shipping': 'Livraison gratuite',
  '15% off tents': '15\u00a0% de rabais sur les tentes',
  'Tent sale': 'Solde de tentes',
  '15% off every tent': '15\u00a0% de rabais sur toutes les tentes',
  '10% off your order': '10\u00a0% de rabais sur votre commande',
  'Autumn code': 'Code d’automne',
  '20% off footwear': '20\u00a0% de rabais sur les chaussures',
  'Footwear code': 'Code chaussures',
  '20% off hiking boots and trail shoes':
    '20\u00a0% de rabais sur les bottes de randonnée et les chaussures de course en sentier',
  '15 off orders over 100': '15\u00a0$ de rabais sur les commandes de plus de 100\u00a0$',
  Welcome: 'Bienvenue',
  '15 off your first order over 100': '15\u00a0$ de rabais sur une première commande de plus de 100\u00a0$',
  'Employee discount': 'Rabais d’employé',
};

const EMPLOYEE_OFF = /^Employee discount (\d+(?:\.\d+)?)% off$/;

/**
 * One promotion text in `locale`: `fr…` locales get the French text of a known English one; other locales, and texts
 * a merchandiser added without a translation, stay as stored.
 * @example
 * promotionText('Free standard shipping', 'fr-ca'); // 'Livraison standard gratuite'
 * promotionText('Free standard shipping', 'en-ca'); // 'Free standard shipping'
 */
export function promotionText(text: string, locale: string): string {
  if (!isFrench(locale)) return text;
  const employee = EMPLOYEE_OFF.exec(text);
  if (employee) return `Rabais d’employé de ${employee[1]}\u00a0%`;
  return FRENCH[text] ?? text;
}

/**
 * A pipe-separated callout (`CODE|title|display text`, spec §4) in `locale`: each piece but the code is translated.
 * @example
 * promotionCallout('TENTS15|Tent sale|15% off every tent', 'fr-ca'); // 'TENTS15|Solde de tentes|15 % de rabais sur toutes les tentes'
 */
export function promotionCallout(callout: string, locale: string): string {
  if (!isFrench(locale)) return callout;
  return callout
    .split('|')
    .map((piece, index) => (index === 0 ? piece : promotionText(piece, locale)))
    .join('|');
}
