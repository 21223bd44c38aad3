import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { useBlockFeatures } from './BlockFeatures';
import { useBlockTexts, type VideoTexts } from './blockTexts';
import { BlockHeading } from './BlockHeading';
import { blockFrame } from './blockFrame';
import { loadHostedVideoPlayer } from './loadHostedVideoPlayer';
import { useBreakpoint } from './CollectionCarousel';
import { safeHref } from './safeHref';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import type { VideoBlock } from './videoBlockSchema';

/** Props of {@link Video}. */
export type VideoProps = Omit<VideoBlock, 'type' | 'playerSettings' | 'tracks' | 'width' | 'height'> & {
  type?: 'video';
  playerSettings?: VideoBlock['playerSettings'] | undefined;
  tracks?: VideoBlock['tracks'] | undefined;
  width?: number | undefined;
  height?: number | undefined;
  priority?: boolean | undefined;
  preview?: boolean | undefined;
};

// The hosting platform's delivery origin, unless BlockFeatures names a stand-in.
const HOSTED_DELIVERY_URL = 'https://res.cloudinary.com';

/** Which player a video block uses. */
export type VideoPlayerKind = 'hosted' | 'platform' | 'plain';

/** The video block's English words; an app gives its language's in `BlockFeaturesProvider` (`texts.video`). */
export const VIDEO_TEXTS: VideoTexts = {
  pause: 'Pause video',
  play: 'Play video',
  transcript: (label: string) => `Transcript${label ? ` (${label})` : ''}`,
  untitled: 'Video',
};

/**
 * The embed address of a YouTube or Vimeo link (privacy-enhanced YouTube domain), or `undefined` for any
 * other address. Only https links of those hosts with a well-formed id qualify.
 *
 * @example
 * platformEmbedUrl('https://youtu.be/dQw4w9WgXcQ'); // 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'
 */
export function platformEmbedUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'https:') return undefined;
  const host = parsed.hostname.replace(/^www\./, '');
  const youtubeId =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com'
        ? parsed.pathname === '/watch'
          ? parsed.searchParams.get('v')
          : /^\/(?:embed|shorts)\/([^/]+)/.exec(parsed.pathname)?.[1]
        : undefined;
  if (youtubeId && /^[\w-]{11}$/.test(youtubeId)) return `https://www.youtube-nocookie.com/embed/${youtubeId}`;
  const vimeoId =
    host === 'vimeo.com'
      ? /^\/(\d{6,12})$/.exec(parsed.pathname)?.[1]
      : host === 'player.vimeo.com'
        ? /^\/video\/(\d{6,12})$/.exec(parsed.pathname)?.[1]
        : undefined;
  if (vimeoId) return `https://player.vimeo.com/video/${vimeoId}`;
  return undefined;
}

/**
 * Which player a block gets (content-blocks §4): the hosted player only when its feature flag is on and the
 * block has an asset; otherwise a video-platform embed for a YouTube/Vimeo link; otherwise a plain video.
 */
export function videoPlayerKind(
  block: Pick<VideoBlock, 'cloudinaryAsset' | 'url'>,
  hostedPlayerEnabled: boolean,
): VideoPlayerKind {
  if (hostedPlayerEnabled && block.cloudinaryAsset) return 'hosted';
  if (platformEmbedUrl(block.url)) return 'platform';
  return 'plain';
}

/**
 * A video (content-blocks §2–§4, §7, §8). The hosted player (flag `hostedVideoPlayer` of
 * `BlockFeaturesProvider` and a `cloudinaryAsset`) draws the asset's delivery URL in a `<video>` with every
 * caption, subtitle, description and chapter track, and links its transcripts; in the browser it then loads the
 * player script (`hostedVideoPlayerScriptUrl`, lazily, once per page for every hosted video) and hands it that
 * `<video>`. Until the script is there, without JavaScript, or when it fails to load (only logged), the same
 * `<video>` plays in the browser's own player; `data-hosted-player` tells which (`pending`, `ready`, `native`). A
 * video-platform link becomes a privacy-enhanced embed; anything else is a plain `<video>` with a source per
 * breakpoint. Autoplay (muted, as browsers require) is skipped with `prefers-reduced-motion`, and a refused
 * autoplay is only logged (§8). A video that plays by itself without controls gets a pause button (WCAG 2.2.2).
 *
 * @example
 * <Video id="reproof" seoTitle="Re-proofing a waterproof shell" url="https://www.youtube.com/watch?v=dQw4w9WgXcQ" />
 */
export function Video(props: VideoProps) {
  const {
    title,
    url,
    media,
    playerSettings = {},
    cloudinaryAsset,
    tracks = [],
    seoTitle,
    seoDescription,
    width = 16,
    height = 9,
    paddings,
    priority = false,
  } = props;
  const {
    hostedVideoPlayer = false,
    hostedVideoPlayerScriptUrl,
    hostedVideoDeliveryUrl = HOSTED_DELIVERY_URL,
  } = useBlockFeatures();
  const TEXT = useBlockTexts('video', VIDEO_TEXTS);
  const breakpoint = useBreakpoint();
  const reduceMotion = usePrefersReducedMotion();
  const videoRef = useRef<HTMLVideoElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const [playing, setPlaying] = useState(false);
  const kind = videoPlayerKind(props, hostedVideoPlayer);
  const [hostedState, setHostedState] = useState<'pending' | 'ready' | 'native'>(
    hostedVideoPlayerScriptUrl ? 'pending' : 'native',
  );
  // The asset's two parts, not the object: it is new on every parse.
  const cloudName = cloudinaryAsset?.cloudName;
  const publicId = cloudinaryAsset?.publicId;
  const assetId = cloudinaryAsset ? `${cloudName}/${publicId}` : undefined;

  useEffect(() => {
    const video = videoRef.current;
    if (kind !== 'hosted') return;
    if (!video || !hostedVideoPlayerScriptUrl || cloudName === undefined || publicId === undefined || !assetId) {
      setHostedState('native');
      return;
    }
    let active = true;
    let handle: { detach(): void } | void;
    setHostedState('pending');
    loadHostedVideoPlayer(hostedVideoPlayerScriptUrl, assetId)
      .then((player) => {
        if (!active) return;
        handle = player.attach(video, { assetId, cloudName, publicId });
        setHostedState('ready');
      })
      .catch((error: unknown) => {
        // The <video> is already there with its tracks: the shopper keeps a working (plain) player.
        console.warn('Hosted video player unavailable; playing the plain video', error);
        if (active) setHostedState('native');
      });
    return () => {
      active = false;
      handle?.detach();
    };
  }, [kind, hostedVideoPlayerScriptUrl, assetId, cloudName, publicId]);
  const name = seoTitle?.trim() || title?.trim() || TEXT.untitled;
  const autoplay = playerSettings.autoplay === true && !reduceMotion;
  const controls = !(playerSettings.hideControls === true && autoplay);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !autoplay) return;
    video.muted = true;
    const attempt = video.play();
    // §8: a refused autoplay (browser policy, data saver) is only logged; the shopper can still press play.
    if (attempt && typeof attempt.catch === 'function')
      attempt.catch((error: unknown) => console.warn('Video autoplay failed', error));
  }, [autoplay, kind]);

  const padding: Record<string, string> = {};
  for (const size of ['sm', 'md', 'lg'] as const) {
    if (paddings?.[size] !== undefined) padding[`--sb-video-padding-${size}`] = `${paddings[size]! / 16}rem`;
  }
  const frame = blockFrame('sb-video', props, [`sb-video--${kind}`]);
  const style = { ...frame.style, ...padding, '--sb-video-ratio': `${width} / ${height}` } as CSSProperties;
  const hasTitle = Boolean(title?.trim() || props.titleHtml);

  let player;
  if (kind === 'platform') {
    player = (
      <iframe
        className="sb-video__player"
        src={platformEmbedUrl(url)}
        title={name}
        loading={priority ? 'eager' : 'lazy'}
        allow="encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  } else {
    const chosen = media ? (media[breakpoint] ?? media.md ?? media.sm ?? media.lg) : undefined;
    const source =
      kind === 'hosted'
        ? `${hostedVideoDeliveryUrl.replace(/\/+$/, '')}/${cloudinaryAsset!.cloudName}/video/upload/${cloudinaryAsset!.publicId}.mp4`
        : (chosen?.url ?? (url ? safeHref(url) : undefined));
    const elementTracks =
      kind === 'hosted'
        ? tracks.filter((track) => track.kind !== 'transcript')
        : tracks.filter((track) => track.kind === 'captions' || track.kind === 'subtitles');
    player = (
      // eslint-disable-next-line jsx-a11y/media-has-caption -- the captions are the block's own tracks, drawn from elementTracks below
      <video
        ref={videoRef}
        className="sb-video__player"
        src={source}
        // The hosted asset and its tracks come from the platform's origin, a plain video's may come from another
        // site's (commerce-api's media in the preview tool): text tracks from another origin load only with CORS.
        crossOrigin={tracksNeedCors(kind, source, elementTracks) ? 'anonymous' : undefined}
        poster={chosen?.poster}
        controls={controls}
        loop={playerSettings.loop === true}
        muted={autoplay || playerSettings.muted === true}
        playsInline
        preload={priority ? 'auto' : 'metadata'}
        aria-label={name}
        aria-describedby={seoDescription ? descriptionId : undefined}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {elementTracks.map((track, index) => (
          <track
            key={`${track.src}-${index}`}
            src={track.src}
            kind={track.kind}
            label={track.label}
            srcLang={track.srclang}
            default={index === 0 && track.kind !== 'chapters' ? true : undefined}
          />
        ))}
      </video>
    );
  }

  const transcripts = kind === 'hosted' ? tracks.filter((track) => track.kind === 'transcript') : [];

  return (
    <section
      className={frame.className}
      style={style}
      aria-labelledby={hasTitle ? titleId : undefined}
      data-player={kind}
      data-hosted-player={kind === 'hosted' ? hostedState : undefined}
    >
      <BlockHeading baseClass="sb-video" {...props} titleId={titleId} />
      <div className="sb-video__frame">{player}</div>
      {kind !== 'platform' && !controls ? (
        <button
          type="button"
          className="sb-video__toggle"
          onClick={() => {
            const video = videoRef.current;
            if (!video) return;
            if (video.paused) void video.play()?.catch((error: unknown) => console.warn('Video play failed', error));
            else video.pause();
          }}
        >
          {playing ? TEXT.pause : TEXT.play}
        </button>
      ) : null}
      {seoDescription ? (
        <p id={descriptionId} className="sb-video__description">
          {seoDescription}
        </p>
      ) : null}
      {transcripts.length > 0 ? (
        <ul className="sb-video__transcripts">
          {transcripts.map((track) => (
            <li key={track.src}>
              <a href={track.src}>{TEXT.transcript(track.label ?? '')}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

// The origin of an absolute http(s) URL; undefined for a path on the page's own origin.
function originOf(url: string | undefined): string | undefined {
  if (!url || !/^https?:\/\//i.test(url)) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the `<video>` must fetch in CORS mode (`crossorigin="anonymous"`) for its text tracks to load: always for
 * a hosted asset with tracks (the platform's origin); for a plain video when a track is an absolute URL (maybe
 * another origin, which the browser refuses without CORS) and the video comes from the page's origin or that
 * track's (so a server that answers CORS for its tracks serves the video too; a video from a third origin keeps
 * playing without it).
 */
function tracksNeedCors(kind: string, source: string | undefined, tracks: readonly { src: string }[]): boolean {
  if (tracks.length === 0) return false;
  if (kind === 'hosted') return true;
  const trackOrigins = tracks.map((track) => originOf(track.src)).filter((origin) => origin !== undefined);
  if (trackOrigins.length === 0) return false;
  const videoOrigin = originOf(source);
  return videoOrigin === undefined || trackOrigins.includes(videoOrigin);
}
