import { BlockFeaturesProvider, Video } from '@switchback/content-blocks';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMswServer } from '@switchback/test-utils';
import { proxyToCommerceApi } from './apiProxy.server';
import { blockFeatures } from './blockFeatures.server';
import { createSessionFactory } from './session.server';
import { API_URL, STORE_URL, tokenService } from '../testing/commerceApiStub';

const server = setupMswServer();
const previous = process.env.HOSTED_VIDEO_PLAYER;
afterEach(() => {
  if (previous === undefined) delete process.env.HOSTED_VIDEO_PLAYER;
  else process.env.HOSTED_VIDEO_PLAYER = previous;
});

// A CMS video with both a hosted asset and a platform link (content-blocks §4).
const VIDEO = {
  id: 'video-1',
  type: 'video',
  title: 'Pitching the Corrie 2',
  cloudinaryAsset: { cloudName: 'switchback-demo', publicId: 'tents/corrie-2-pitch' },
  url: 'https://vimeo.com/76979871',
} as const;

const pageHtml = () =>
  renderToStaticMarkup(
    <BlockFeaturesProvider {...blockFeatures()}>
      <Video {...VIDEO} />
    </BlockFeaturesProvider>,
  );

describe('blockFeatures (the hosted video player of every page)', () => {
  it('is on by default: a video with a hosted asset renders for the hosted player, whose script and asset are commerce-api’s sandbox', () => {
    delete process.env.HOSTED_VIDEO_PLAYER;
    const apiUrl = process.env.COMMERCE_API_URL;
    process.env.COMMERCE_API_URL = 'http://127.0.0.1:4820/';
    try {
      expect(blockFeatures()).toEqual({
        hostedVideoPlayer: true,
        hostedVideoPlayerScriptUrl: '/api/media/player.js',
        hostedVideoDeliveryUrl: 'http://127.0.0.1:4820/media/hosted',
      });
      const html = pageHtml();
      expect(html).toContain('sb-video--hosted');
      expect(html).toContain(
        'src="http://127.0.0.1:4820/media/hosted/switchback-demo/video/upload/tents/corrie-2-pitch.mp4"',
      );
    } finally {
      if (apiUrl === undefined) delete process.env.COMMERCE_API_URL;
      else process.env.COMMERCE_API_URL = apiUrl;
    }
  });

  it('HOSTED_VIDEO_PLAYER=off keeps the same video on its platform player', () => {
    for (const value of ['off', 'FALSE', '0']) {
      process.env.HOSTED_VIDEO_PLAYER = value;
      expect(blockFeatures()).toEqual({ hostedVideoPlayer: false });
      const html = pageHtml();
      expect(html).not.toContain('sb-video--hosted');
      expect(html).toContain('sb-video--platform');
    }
    process.env.HOSTED_VIDEO_PLAYER = 'on';
    expect(blockFeatures().hostedVideoPlayer).toBe(true);
  });

  it('the script URL reaches commerce-api’s GET /media/player.js through the /api proxy, as JavaScript', async () => {
    const tokens = tokenService();
    server.use(
      tokens.handler,
      http.get(
        `${API_URL}/media/player.js`,
        () =>
          new HttpResponse('window.SwitchbackHostedPlayer = {};', {
            headers: { 'content-type': 'text/javascript; charset=utf-8' },
          }),
      ),
    );
    const request = new Request(`${STORE_URL}${blockFeatures().hostedVideoPlayerScriptUrl}`);
    const session = createSessionFactory({ apiBaseUrl: API_URL, sleep: () => Promise.resolve() })(request, {
      siteId: 'sb-us',
      locale: 'en-us',
    });
    const response = await proxyToCommerceApi(request, session, API_URL);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await response.text()).toBe('window.SwitchbackHostedPlayer = {};');
  });
});
