// The Canadian French strings of ./messagesListing.ts, a module of their own so that an English page never loads them
// (only messagesFr.ts imports this).
import type { listingEn } from './messagesListing';
import { plural } from './plural';

/** The Canadian French listing and search strings. */
export const listingFr: typeof listingEn = {
  searchHubLink: 'Recherches populaires, catégories et vos recherches récentes',
  searchRecent: 'Recherches récentes',
  searchClearRecent: 'Effacer les recherches récentes',
  searchProducts: 'Produits',
  searchCategories: 'Catégories',
  searchCategoryIn: (name: string, parent: string) => `${name} · ${parent}`,
  searchSuggestionsCount: (count: number) =>
    plural('fr', count, {
      one: `${count} suggestion. Utilisez les flèches pour la choisir.`,
      other: `${count} suggestions. Utilisez les flèches pour en choisir une.`,
    }),
  categoryDescription: (name: string) =>
    `Magasinez ${name} chez Switchback\u00a0: vêtements et chaussures pour le sentier.`,
  categoryEmpty: 'Aucun produit ne correspond à ces filtres. Retirez un filtre pour en voir davantage.',
  pageTitle: (title: string, page: number) => `${title} – page ${page}`,
  filters: 'Filtrer et trier',
  filtersButton: 'Filtres',
  appliedFilters: 'Filtres appliqués',
  removeFilter: 'Retirer le filtre\u00a0:',
  sortBy: 'Trier par',
  clearFilters: 'Effacer les filtres',
  anyPrice: 'Tous les prix',
  pagination: 'Pagination',
  nextPage: 'Page suivante',
  previousPage: 'Page précédente',
  pageOf: (page: number, pages: number) => `Page ${page} sur ${pages}`,
  productCount: (count: number) => plural('fr', count, { one: `${count} produit`, other: `${count} produits` }),
  sortFeatured: 'En vedette',
  sortRelevance: 'Pertinence',
  sortNewest: 'Nouveautés',
  sortPriceAsc: 'Prix\u00a0: croissant',
  sortPriceDesc: 'Prix\u00a0: décroissant',
  sortRating: 'Mieux notés',
  sortDiscount: 'Plus fortes réductions',
  facetNames: { gender: 'Genre', color: 'Couleur', size: 'Taille', activity: 'Activité', price: 'Prix' },
  searchDescription: 'Recherchez parmi les vêtements et chaussures Switchback.',
  resultsFor: (q: string) => `Résultats pour «\u00a0${q}\u00a0»`,
  searchPrompt: 'Saisissez ce que vous cherchez dans la zone de recherche en haut de la page.',
  noResults: (q: string) => `Aucun résultat pour «\u00a0${q}\u00a0».`,
  saleTitle: 'Soldes',
  saleDescription: 'Vêtements et chaussures Switchback en solde.',
  noSaleResults: 'Aucun article en solde ne correspond à ces filtres.',
  didYouMean: 'Vouliez-vous dire',
  searchTips: [
    "Vérifiez l'orthographe.",
    'Utilisez des mots moins nombreux ou plus généraux, comme «\u00a0manteau\u00a0» ou «\u00a0bottes\u00a0».',
    'Retirez un filtre.',
  ],
};
