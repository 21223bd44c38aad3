import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { call, errorOf } from '../testing/api';
import { createTestDatabase } from '../testing/testDatabase';
import type { MediaJson, MediaPage } from './SocialService';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, publicUrl: 'http://shop.test' });
});
afterAll(() => database?.close());

const get = async <T>(path: string) => (await (await call(app, 'GET', path)).json()) as T;

describe('social media service under /social', () => {
  it("describes itself and lists the brand's recent photos, newest first, with paging", async () => {
    expect(await get('/social')).toMatchObject({ customerId: 'switchback' });
    expect(await get('/social/')).toMatchObject({ customerId: 'switchback' });
    const page = await get<MediaPage>('/social/customers/switchback/media/recent?limit=5');
    expect(page).toMatchObject({ count: 24, offset: 0, limit: 5 });
    expect(page.media).toHaveLength(5);
    expect(page.media[0]).toMatchObject({
      id: 'm-0001',
      status: 'approved',
      user: { screenName: expect.any(String) },
      images: { normal: 'http://shop.test/social/media/m-0001/image.svg' },
    });
    const dates = page.media.map((media) => media.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get<MediaPage>('/social/customers/switchback/media/recent?offset=20&limit=10')).media).toHaveLength(
      4,
    );
    expect(await errorOf(await call(app, 'GET', '/social/customers/acme/media/recent'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
    expect(await errorOf(await call(app, 'GET', '/social/customers/switchback/media/recent?limit=500'))).toMatchObject({
      status: 400,
    });
  });

  it("filters by category, stream and streams, and tells a photo's streams", async () => {
    const tents = await get<MediaPage>('/social/categories/media/recent?category=tents');
    expect(tents.count).toBeGreaterThan(0);
    const stream = await get<MediaPage>('/social/streams/stream-tents/media/recent');
    expect(stream.count).toBe(tents.count);
    expect(stream.media.every((media) => media.streamIds.includes('stream-tents'))).toBe(true);
    const both = await get<MediaPage>('/social/streams/media/recent?streamIds=stream-tents,stream-jackets');
    expect(both.count).toBeGreaterThan(stream.count);
    expect(await get('/social/media/m-0001/streams')).toEqual({
      streams: [expect.objectContaining({ id: 'stream-backpacks' }), expect.objectContaining({ id: 'stream-jackets' })],
    });
    expect(await errorOf(await call(app, 'GET', '/social/streams/nope/media/recent'))).toMatchObject({
      status: 404,
      errorId: '4044',
    });
  });

  it('draws each photo as an SVG that cannot run script', async () => {
    const res = await call(app, 'GET', '/social/media/m-0002/image.svg');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('takes reports, stashes, users and uploads; an upload waits for moderation', async () => {
    const report = await call(app, 'POST', '/social/media/m-0003/reports', {
      body: { reason: 'spam', email: 'a@example.com' },
    });
    expect(report.status).toBe(201);
    expect(
      await errorOf(await call(app, 'POST', '/social/media/m-9999/reports', { body: { reason: 'spam' } })),
    ).toMatchObject({ status: 404, errorId: '4044' });
    expect(
      await errorOf(await call(app, 'POST', '/social/media/m-0003/reports', { body: { reason: 'boring' } })),
    ).toMatchObject({ status: 400 });

    const stash = await call(app, 'POST', '/social/stashes', { body: { mediaIds: ['m-0001', 'm-0002', 'm-0001'] } });
    expect(await stash.json()).toMatchObject({ id: expect.any(String), mediaIds: ['m-0001', 'm-0002'] });
    expect(await errorOf(await call(app, 'POST', '/social/stashes', { body: { mediaIds: ['m-9999'] } }))).toMatchObject(
      { status: 400 },
    );

    const user = (await (
      await call(app, 'POST', '/social/users', { body: { screenName: 'trail.tester' } })
    ).json()) as { id: string };
    const upload = await call(app, 'POST', `/social/users/${user.id}/media`, {
      body: {
        caption: 'Summit selfie',
        imageUrl: 'https://images.example/summit.jpg',
        width: 1080,
        height: 1080,
        streamIds: ['stream-jackets'],
      },
    });
    expect(upload.status).toBe(201);
    const media = (await upload.json()) as MediaJson;
    expect(media).toMatchObject({
      status: 'pending',
      streamIds: ['stream-jackets'],
      user: { screenName: 'trail.tester' },
    });
    expect((await get<MediaPage>('/social/customers/switchback/media/recent')).count).toBe(24);
    const bad = await call(app, 'POST', `/social/users/${user.id}/media`, {
      body: { imageUrl: 'javascript:alert(1)', width: 1, height: 1 },
    });
    expect(await errorOf(bad)).toMatchObject({ status: 400 });
    expect(await errorOf(await call(app, 'POST', '/social/users', { body: { screenName: '<b>' } }))).toMatchObject({
      status: 400,
    });
  });
});
