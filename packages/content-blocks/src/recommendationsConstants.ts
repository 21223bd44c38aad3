// The recommendation block's constants, in a module of their own: the carousel uses them without its schema.

/** Most products one impression event reports (content-blocks §7, §9). */
export const RECOMMENDATION_IMPRESSION_CAP = 24;
/** The search provider's page global and its recalculate event (names chosen here; the spec does not give them). */
export const SEARCH_RECOMMENDATIONS_GLOBAL = '__sbSearchRecommendations';
export const SEARCH_RECOMMENDATIONS_EVENT = 'sb:search-recommendations-recalculated';
