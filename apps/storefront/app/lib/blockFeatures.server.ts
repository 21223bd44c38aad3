import type { BlockFeatures } from '@switchback/content-blocks';
import { API_PROXY_PREFIX } from './apiProxy.server';
import { serverConfig } from './serverConfig.server';

/** Where the browser loads the hosted video player: commerce-api's `GET /media/player.js`, through the API proxy. */
export const HOSTED_VIDEO_PLAYER_SCRIPT_URL = `${API_PROXY_PREFIX}/media/player.js`;

/**
 * The content-blocks feature settings of every page (root loader → `BlockFeaturesProvider`): the hosted video
 * player flag (on unless `HOSTED_VIDEO_PLAYER=off`) and, when on, its script through the API proxy.
 *
 * @example
 * blockFeatures(); // { hostedVideoPlayer: true, hostedVideoPlayerScriptUrl: '/api/media/player.js' }
 */
export function blockFeatures(): Pick<BlockFeatures, 'hostedVideoPlayer' | 'hostedVideoPlayerScriptUrl'> {
  return serverConfig().hostedVideoPlayer
    ? { hostedVideoPlayer: true, hostedVideoPlayerScriptUrl: HOSTED_VIDEO_PLAYER_SCRIPT_URL }
    : { hostedVideoPlayer: false };
}
