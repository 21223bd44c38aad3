import { articleSearchResultSchema } from './articleGridBlockSchema';
import type { BlockServicesApi, BlockServicesBackend } from './composeBlockServices';

/**
 * The backend {@link composeBlockServices} loads: the given api-client, with article search answers checked by the
 * package's lenient `articleSearchResultSchema` (an article with an unsafe link is dropped rather than drawn). Call
 * it inside the module that `load` imports, so zod and the client stay out of a page's first script.
 *
 * @example
 * export const loadBlockServicesBackend = (baseUrl: string) => blockServicesBackend(createApiClient({ baseUrl, identity }));
 */
export function blockServicesBackend(api: BlockServicesApi): BlockServicesBackend {
  return { api, checkArticleSearch: (answer) => articleSearchResultSchema.parse(answer) };
}
