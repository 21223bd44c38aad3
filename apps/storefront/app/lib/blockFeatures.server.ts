import type { BlockFeatures } from '@switchback/content-blocks';
import { API_PROXY_PREFIX } from './apiProxy.server';
import { serverConfig } from './serverConfig.server';

/** Where the browser loads the hosted video player: commerce-api's `GET /media/player.js`, through the API proxy. */
export const HOSTED_VIDEO_PLAYER_SCRIPT_URL = `${API_PROXY_PREFIX}/media/player.js`;

/**
 * The content-blocks feature settings of every page (root loader → `BlockFeaturesProvider`): the hosted video
 * player flag (on unless `HOSTED_VIDEO_PLAYER=off`) and, when on, its script through the API proxy and the
 * delivery of hosted assets from commerce-api's sandbox (`GET /media/hosted/…`, straight from commerce-api like
 * the other CMS media, since the proxy passes no byte ranges and a video needs them to seek).
 *
 * @example
 * blockFeatures();
 * // { hostedVideoPlayer: true, hostedVideoPlayerScriptUrl: '/api/media/player.js',
 * //   hostedVideoDeliveryUrl: 'http://127.0.0.1:4000/media/hosted' }
 */
export function blockFeatures(): Pick<
  BlockFeatures,
  'hostedVideoPlayer' | 'hostedVideoPlayerScriptUrl' | 'hostedVideoDeliveryUrl'
> {
  const config = serverConfig();
  return config.hostedVideoPlayer
    ? {
        hostedVideoPlayer: true,
        hostedVideoPlayerScriptUrl: HOSTED_VIDEO_PLAYER_SCRIPT_URL,
        hostedVideoDeliveryUrl: `${config.commerceApiUrl}/media/hosted`,
      }
    : { hostedVideoPlayer: false };
}
