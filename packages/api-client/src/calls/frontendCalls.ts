import { fromRequestOptions, type QueryParams, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { contentDocumentSchema, type ContentDocument } from '../schemas/contentPageSchema';

/**
 * The internal front-end components of spec §7 (`GET /fapi/components/{name}`).
 *
 * @example
 * FRONTEND_COMPONENTS.includes('foot-sizes'); // true
 */
export const FRONTEND_COMPONENTS = ['compare', 'collections', 'footer', 'foot-sizes', 'search-hub', 'utility'] as const;

/**
 * One of {@link FRONTEND_COMPONENTS}.
 *
 * @example
 * const name: FrontendComponent = 'search-hub';
 */
export type FrontendComponent = (typeof FRONTEND_COMPONENTS)[number];

/**
 * The internal front-end GET calls of spec §7 (`/fapi/…`). Public.
 *
 * @example
 * const sizes = await client.frontend.getComponent('foot-sizes');
 * const chart = await client.frontend.getSizeChart('footwear');
 */
export interface FrontendCalls {
  /** `GET /fapi/components/{compare|collections|footer|foot-sizes|search-hub|utility}`. */
  getComponent(name: FrontendComponent, query?: QueryParams, options?: RequestOptions): Promise<ContentDocument>;
  /** `GET /fapi/components/size-chart/{productType}`. */
  getSizeChart(productType: string, options?: RequestOptions): Promise<ContentDocument>;
  /** `GET /fapi/pages/location-selector`. */
  getLocationSelector(options?: RequestOptions): Promise<ContentDocument>;
  /** `GET /fapi/pages/{page}`. */
  getPage(page: string, query?: QueryParams, options?: RequestOptions): Promise<ContentDocument>;
}

/**
 * Creates the `frontend` area on a transport.
 *
 * @example
 * const frontend = createFrontendCalls(createApiTransport(options));
 */
export function createFrontendCalls(send: Transport): FrontendCalls {
  const open = { authenticated: false, schema: contentDocumentSchema, method: 'GET' } as const;
  return {
    getComponent(name, query, options) {
      return send({
        call: 'frontend.getComponent',
        path: path`/fapi/components/${name}`,
        query,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getSizeChart(productType, options) {
      return send({
        call: 'frontend.getSizeChart',
        path: path`/fapi/components/size-chart/${productType}`,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getLocationSelector(options) {
      return send({
        call: 'frontend.getLocationSelector',
        path: '/fapi/pages/location-selector',
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getPage(page, query, options) {
      return send({
        call: 'frontend.getPage',
        path: path`/fapi/pages/${page}`,
        query,
        ...open,
        ...fromRequestOptions(options),
      });
    },
  };
}
