import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { BlockFeaturesProvider } from './BlockFeatures';
import { examplePlainVideo, examplePlatformVideo, exampleHostedVideo } from './presentationalExamples';
import { Video } from './Video';
import { answerStoryRequests } from './storyMsw';
import { videoBlockSchema } from './videoBlockSchema';

const plain = videoBlockSchema.parse(examplePlainVideo);

const meta = {
  title: 'Content blocks/Video',
  component: Video,
  parameters: { layout: 'padded' },
  args: plain,
  argTypes: {
    playerSettings: { control: 'object' },
    tracks: { control: 'object' },
    url: { control: 'text' },
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain video on a phone: the portrait file and poster, English captions, the browser's controls. */
export const PlainVideoPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const video = canvasElement.querySelector('video')!;
    await expect(video.getAttribute('src')).toBe('/media/video/reproof-portrait.mp4');
    await expect(video.controls).toBe(true);
  },
};

/** From md the landscape file and poster. */
export const PlainVideoDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('video')!.getAttribute('src')).toBe('/media/video/reproof-landscape.mp4'),
    );
  },
};

/** A YouTube link becomes a privacy-enhanced, titled embed. */
export const PlatformLink: Story = {
  args: videoBlockSchema.parse(examplePlatformVideo),
  globals: { viewport: { value: 'md' } },
  // The embed's own page is YouTube's, out of this story's reach (and offline in tests): axe checks this page only.
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('The Borrowdale fell race')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
  },
};

/** With the hosted-player flag on and an asset id: captions in two languages, chapters and a transcript link. */
export const HostedPlayer: Story = {
  args: videoBlockSchema.parse(exampleHostedVideo),
  decorators: [
    (Story) => (
      <BlockFeaturesProvider hostedVideoPlayer>
        <Story />
      </BlockFeaturesProvider>
    ),
  ],
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-player', 'hosted');
    await expect(canvasElement.querySelectorAll('track')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'Transcript (English)' })).toBeVisible();
  },
};

// A stand-in for the video platform's player script (commerce-api serves a fuller one at /media/player.js).
const STORY_PLAYER_SCRIPT = `window.SwitchbackHostedPlayer = {
  attach: function (video, asset) {
    video.setAttribute('data-hosted-asset', asset.assetId);
    return { detach: function () { video.removeAttribute('data-hosted-asset'); } };
  },
};`;

/**
 * With a player script: the page loads it once (a `<script data-asset-id>` in the head) and hands it the
 * block's `<video>`, which keeps its captions, chapters and transcript link.
 */
export const HostedPlayerScript: Story = {
  args: videoBlockSchema.parse(exampleHostedVideo),
  decorators: [
    (Story) => (
      <BlockFeaturesProvider hostedVideoPlayer hostedVideoPlayerScriptUrl="/stories/hosted-player.js">
        <Story />
      </BlockFeaturesProvider>
    ),
  ],
  beforeEach: async () => {
    await answerStoryRequests(
      http.get(
        '*/stories/hosted-player.js',
        () => new HttpResponse(STORY_PLAYER_SCRIPT, { headers: { 'content-type': 'text/javascript' } }),
      ),
    );
  },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-hosted-player', 'ready'));
    await expect(canvasElement.querySelector('video')).toHaveAttribute(
      'data-hosted-asset',
      'switchback-demo/tents/corrie-2-pitch',
    );
    await expect(document.head.querySelectorAll('script[src$="/stories/hosted-player.js"]')).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('track')).toHaveLength(3);
  },
};

/** The player script cannot be loaded: the failure is only logged and the plain video plays the asset. */
export const HostedPlayerScriptFails: Story = {
  args: videoBlockSchema.parse(exampleHostedVideo),
  decorators: [
    (Story) => (
      <BlockFeaturesProvider hostedVideoPlayer hostedVideoPlayerScriptUrl="/stories/missing-player.js">
        <Story />
      </BlockFeaturesProvider>
    ),
  ],
  beforeEach: async () => {
    await answerStoryRequests(
      http.get('*/stories/missing-player.js', () => new HttpResponse('Not found', { status: 404 })),
    );
  },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('section')).toHaveAttribute('data-hosted-player', 'native'));
    const video = canvasElement.querySelector('video')!;
    await expect(video.controls).toBe(true);
    await expect(video).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/switchback-demo/video/upload/tents/corrie-2-pitch.mp4',
    );
  },
};

/** The same block with the flag off falls back to its platform link. */
export const HostedPlayerFlagOff: Story = {
  args: videoBlockSchema.parse(exampleHostedVideo),
  parameters: { a11y: { options: { iframes: false } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toHaveAttribute('data-player', 'platform');
  },
};

/** Autoplay without controls: muted, with a play/pause button; a refused autoplay is only logged. */
export const AutoplayWithoutControls: Story = {
  args: { playerSettings: { autoplay: true, hideControls: true, loop: true, muted: true } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('video')!.controls).toBe(false);
    await expect(canvas.getByRole('button', { name: /video/ })).toBeVisible();
  },
};
