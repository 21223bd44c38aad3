/**
 * What the hosted video player script puts on `window.SwitchbackHostedPlayer`: it takes over a `<video>` the
 * block already drew (captions, chapters and transcripts stay in the page's markup, so the plain video works
 * without it) and answers a handle to let it go again.
 */
export interface HostedVideoPlayer {
  attach(
    video: HTMLVideoElement,
    asset: { assetId: string; cloudName: string; publicId: string },
  ): { detach(): void } | void;
}

declare global {
  interface Window {
    SwitchbackHostedPlayer?: HostedVideoPlayer | undefined;
  }
}

// One load per script address for the whole page, however many hosted videos it has.
const loads = new Map<string, Promise<HostedVideoPlayer>>();

/**
 * Whether a player script address may be loaded: an `https` URL, or a path on the page's own origin (the
 * storefront's `/api` proxy to the commerce-api sandbox, say). Anything else (`http:`, `data:`, `javascript:`,
 * protocol-relative `//host`) is refused.
 *
 * @example
 * isAllowedPlayerScriptUrl('/api/media/player.js'); // true
 */
export function isAllowedPlayerScriptUrl(url: string): boolean {
  return /^https:\/\/[^\s]+$/i.test(url) || /^\/(?!\/)[^\s]*$/.test(url);
}

/**
 * Loads the hosted video player script once per page and answers its player: every caller gets the same
 * promise. The `<script>` is added to `<head>` with `async` and the asking asset's id in `data-asset-id`. When the
 * script fails to load, or loads without putting a player on `window`, the promise rejects and is forgotten, so a
 * later video may try again.
 *
 * @example
 * const player = await loadHostedVideoPlayer('/api/media/player.js', 'switchback-demo/tents/corrie-2-pitch');
 */
export function loadHostedVideoPlayer(scriptUrl: string, assetId: string): Promise<HostedVideoPlayer> {
  const known = loads.get(scriptUrl);
  if (known) return known;
  const load = new Promise<HostedVideoPlayer>((resolve, reject) => {
    if (!isAllowedPlayerScriptUrl(scriptUrl)) {
      reject(new Error(`The hosted video player script must be https or on this origin: ${scriptUrl}`));
      return;
    }
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.dataset.assetId = assetId;
    script.addEventListener('load', () => {
      const player = window.SwitchbackHostedPlayer;
      if (player && typeof player.attach === 'function') resolve(player);
      else reject(new Error(`The hosted video player script ${scriptUrl} did not provide a player`));
    });
    script.addEventListener('error', () =>
      reject(new Error(`The hosted video player script ${scriptUrl} failed to load`)),
    );
    document.head.append(script);
  });
  loads.set(scriptUrl, load);
  load.catch(() => {
    if (loads.get(scriptUrl) === load) loads.delete(scriptUrl);
  });
  return load;
}
