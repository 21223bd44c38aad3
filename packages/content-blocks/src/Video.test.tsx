import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockFeaturesProvider } from './BlockFeatures';
import { examplePlainVideo, examplePlatformVideo, exampleHostedVideo } from './presentationalExamples';
import { platformEmbedUrl, Video, videoPlayerKind } from './Video';
import { videoBlockSchema } from './videoBlockSchema';

const plain = videoBlockSchema.parse(examplePlainVideo);
const platform = videoBlockSchema.parse(examplePlatformVideo);
const hosted = videoBlockSchema.parse(exampleHostedVideo);

afterEach(() => vi.restoreAllMocks());

describe('Video', () => {
  it('uses the hosted player only with the feature flag on and an asset id (§4)', () => {
    expect(videoPlayerKind(hosted, true)).toBe('hosted');
    expect(videoPlayerKind(hosted, false)).toBe('platform');
    expect(videoPlayerKind({ ...hosted, cloudinaryAsset: undefined }, true)).toBe('platform');
    expect(videoPlayerKind(plain, true)).toBe('plain');
  });

  it('embeds only well-formed https YouTube and Vimeo links', () => {
    expect(platformEmbedUrl('https://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    expect(platformEmbedUrl('https://youtu.be/aqz-KE-bpKQ')).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(platformEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871');
    expect(platformEmbedUrl('http://www.youtube.com/watch?v=aqz-KE-bpKQ')).toBeUndefined();
    expect(platformEmbedUrl('https://youtube.com.evil.example/watch?v=aqz-KE-bpKQ')).toBeUndefined();
    expect(platformEmbedUrl('https://www.youtube.com/watch?v="><script>')).toBeUndefined();
    expect(platformEmbedUrl('javascript:alert(1)')).toBeUndefined();
  });

  // axe cannot walk an iframe in jsdom; the PlatformLink story checks this one in Chromium.
  it('draws a platform link as a titled embed', () => {
    render(
      <main>
        <Video {...platform} />
      </main>,
    );
    expect(screen.getByTitle('The Borrowdale fell race')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  });

  it('draws a plain video with captions, its description and the small-screen source', async () => {
    const { container } = render(
      <main>
        <Video {...plain} />
      </main>,
    );
    const video = container.querySelector('video')!;
    expect(video).toHaveAccessibleName('How to re-proof a waterproof shell jacket');
    expect(video).toHaveAccessibleDescription(/Wash, rinse/);
    expect(video).toHaveAttribute('src', '/media/video/reproof-portrait.mp4');
    expect(video).toHaveAttribute('poster', '/media/tent-dusk-tall.svg');
    expect(video.controls).toBe(true);
    expect(container.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('plays the hosted asset with every track and links its transcript', () => {
    const { container } = render(
      <BlockFeaturesProvider hostedVideoPlayer>
        <Video {...hosted} />
      </BlockFeaturesProvider>,
    );
    expect(container.querySelector('section')).toHaveAttribute('data-player', 'hosted');
    expect(container.querySelector('video')).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/switchback-demo/video/upload/tents/corrie-2-pitch.mp4',
    );
    expect([...container.querySelectorAll('track')].map((track) => track.getAttribute('kind'))).toEqual([
      'captions',
      'subtitles',
      'chapters',
    ]);
    expect(screen.getByRole('link', { name: 'Transcript (English)' })).toHaveAttribute(
      'href',
      '/media/video/corrie-pitch.transcript.txt',
    );
  });

  it('speaks the words the app gives in BlockFeatures texts, and English for any it leaves out', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
    render(
      <BlockFeaturesProvider
        hostedVideoPlayer
        texts={{ video: { play: 'Lire la vidéo', transcript: (label) => `Transcription (${label})` } }}
      >
        <Video {...hosted} playerSettings={{ autoplay: true, hideControls: true }} />
      </BlockFeaturesProvider>,
    );
    expect(screen.getByRole('link', { name: 'Transcription (English)' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Transcript\b/ })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Lire la vidéo' });
    // No French "pause" given: the package's English.
    await userEvent.click(toggle);
    document.querySelector('video')!.dispatchEvent(new Event('play'));
    expect(await screen.findByRole('button', { name: 'Pause video' })).toBeInTheDocument();
  });

  it('delivers the hosted asset from the stand-in origin BlockFeatures names, loading its tracks with CORS', () => {
    const { container } = render(
      <BlockFeaturesProvider hostedVideoPlayer hostedVideoDeliveryUrl="http://127.0.0.1:4000/media/hosted/">
        <Video {...hosted} />
      </BlockFeaturesProvider>,
    );
    const video = container.querySelector('video');
    expect(video).toHaveAttribute(
      'src',
      'http://127.0.0.1:4000/media/hosted/switchback-demo/video/upload/tents/corrie-2-pitch.mp4',
    );
    expect(video).toHaveAttribute('crossorigin', 'anonymous');
    const { container: plainContainer } = render(<Video {...plain} />);
    expect(plainContainer.querySelector('video')).not.toHaveAttribute('crossorigin');
  });

  it('loads the captions of a plain video from another origin with CORS (as in the preview tool)', () => {
    const api = 'http://127.0.0.1:4000';
    const absolute = (path: string) => `${api}${path}`;
    const { container } = render(
      <Video
        {...plain}
        media={{
          md: { url: absolute('/media/video/trail-loop.webm'), poster: absolute('/media/trail-loop-poster.svg') },
        }}
        tracks={[
          {
            src: absolute('/media/video/trail-loop.captions.en.vtt'),
            kind: 'captions',
            srclang: 'en',
            label: 'English',
          },
        ]}
      />,
    );
    // Without it the browser refuses the track ("Unsafe attempt to load URL … from frame"): no captions.
    expect(container.querySelector('video')).toHaveAttribute('crossorigin', 'anonymous');
    // A video from a third origin keeps playing without CORS (its tracks are that site's affair).
    const { container: third } = render(
      <Video
        {...plain}
        media={{ md: { url: 'https://videos.example.com/loop.webm' } }}
        tracks={[
          {
            src: absolute('/media/video/trail-loop.captions.en.vtt'),
            kind: 'captions',
            srclang: 'en',
            label: 'English',
          },
        ]}
      />,
    );
    expect(third.querySelector('video')).not.toHaveAttribute('crossorigin');
  });

  it('only logs a refused autoplay, and offers a pause button when controls are hidden', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refusal = new DOMException(
      'play() failed because the user didn’t interact with the document first.',
      'NotAllowedError',
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(refusal));
    render(<Video {...plain} playerSettings={{ autoplay: true, hideControls: true }} />);
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Video autoplay failed', refusal));
    const toggle = screen.getByRole('button', { name: 'Play video' });
    expect(document.querySelector('video')!.muted).toBe(true);
    await userEvent.click(toggle);
    expect(warn).toHaveBeenCalledWith('Video play failed', refusal);
  });

  it('needs a url, media or an asset, and drops unsafe track and media URLs', () => {
    expect(videoBlockSchema.safeParse({ id: 'v', type: 'video' }).success).toBe(false);
    expect(
      videoBlockSchema.safeParse({ id: 'v', type: 'video', tracks: [{ src: 'javascript:alert(1)' }], url: '/x.mp4' })
        .success,
    ).toBe(false);
    expect(
      videoBlockSchema.parse({ id: 'v', type: 'video', url: '/x.mp4', media: { sm: { url: 'javascript:alert(1)' } } })
        .media,
    ).toBeUndefined();
    render(<Video id="v" url="javascript:alert(1)" />);
    expect(document.querySelector('video')).not.toHaveAttribute('src');
  });

  describe('hosted player script (§7: loaded lazily)', () => {
    afterEach(() => {
      document.head.querySelectorAll('script').forEach((script) => script.remove());
      delete window.SwitchbackHostedPlayer;
    });

    function renderHosted(scriptUrl: string, count = 1) {
      return render(
        <BlockFeaturesProvider hostedVideoPlayer hostedVideoPlayerScriptUrl={scriptUrl}>
          {Array.from({ length: count }, (_, index) => (
            <Video key={index} {...hosted} id={`hosted-${index}`} />
          ))}
        </BlockFeaturesProvider>,
      );
    }

    it('loads the script once for every hosted video on the page and hands it each <video>', async () => {
      const detach = vi.fn();
      const attach = vi.fn((_video: HTMLVideoElement) => ({ detach }));
      const { container, unmount } = renderHosted('/api/media/player.js', 2);
      const scripts = document.head.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toHaveAttribute('src', '/api/media/player.js');
      expect(scripts[0]).toHaveAttribute('data-asset-id', 'switchback-demo/tents/corrie-2-pitch');
      expect(scripts[0]!.async).toBe(true);
      // The plain <video> is there (and playable) while the script loads.
      expect(container.querySelectorAll('[data-hosted-player="pending"] video[src]')).toHaveLength(2);

      window.SwitchbackHostedPlayer = { attach };
      scripts[0]!.dispatchEvent(new Event('load'));
      await waitFor(() => expect(container.querySelectorAll('[data-hosted-player="ready"]')).toHaveLength(2));
      expect(attach.mock.calls.map(([video]) => video)).toEqual([...container.querySelectorAll('video')]);
      expect(attach).toHaveBeenCalledWith(expect.any(HTMLVideoElement), {
        assetId: 'switchback-demo/tents/corrie-2-pitch',
        cloudName: 'switchback-demo',
        publicId: 'tents/corrie-2-pitch',
      });
      unmount();
      expect(detach).toHaveBeenCalledTimes(2);
    });

    it('falls back to the plain video when the script fails, only logging it, and tries again on a later video', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const first = renderHosted('/api/media/broken-player.js');
      document.head.querySelector('script')!.dispatchEvent(new Event('error'));
      await waitFor(() =>
        expect(first.container.querySelector('section')).toHaveAttribute('data-hosted-player', 'native'),
      );
      expect(warn).toHaveBeenCalledWith('Hosted video player unavailable; playing the plain video', expect.any(Error));
      const video = first.container.querySelector('video')!;
      expect(video).toHaveAttribute(
        'src',
        'https://res.cloudinary.com/switchback-demo/video/upload/tents/corrie-2-pitch.mp4',
      );
      expect(video.controls).toBe(true);
      expect(video.querySelectorAll('track')).toHaveLength(3);
      first.unmount();

      renderHosted('/api/media/broken-player.js');
      expect(document.head.querySelectorAll('script')).toHaveLength(2);
    });

    it('treats a script that sets no player as a failure, and never loads a script from an unsafe address', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { container } = renderHosted('https://player.example/empty.js');
      document.head.querySelector('script')!.dispatchEvent(new Event('load'));
      await waitFor(() => expect(container.querySelector('section')).toHaveAttribute('data-hosted-player', 'native'));
      document.head.querySelectorAll('script').forEach((script) => script.remove());

      for (const unsafe of ['http://player.example/p.js', '//player.example/p.js', 'javascript:alert(1)']) {
        const other = renderHosted(unsafe);
        await waitFor(() =>
          expect(other.container.querySelector('section')).toHaveAttribute('data-hosted-player', 'native'),
        );
        other.unmount();
      }
      expect(document.head.querySelectorAll('script')).toHaveLength(0);
      expect(warn).toHaveBeenCalledTimes(4);
    });
  });
});
