import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { DatabaseHandle } from '../db/openDatabase';
import { supportCasePhotos, supportCases } from '../db/schema';
import { errorOf, guestSession } from '../testing/api';
import { registeredSession } from '../testing/registeredSession';
import { createTestDatabase } from '../testing/testDatabase';
import { DEMO_PASSWORD } from './demoAccounts';
import { sniffImageType, WARRANTY_PHOTO_MAX_BYTES } from './warrantyPhotos';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let token: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApp({ db: database.db, now: () => new Date('2026-10-01T09:00:00Z') });
  token = (await registeredSession(app, 'alex.rivera@example.com', DEMO_PASSWORD)).accessToken;
});
afterAll(() => database?.close());

// The smallest real files of each type: a 1×1 PNG, a JPEG's start, a WebP's RIFF header.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(40, 1),
]);

function claim(
  photos: { name: string; type: string; data: Buffer }[],
  fields: Record<string, string> = {},
  bearer = token,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    productId: 'SBHB10001',
    productName: 'Talus Mid WP',
    orderNumber: 'SB100234',
    purchaseDate: '2026-05-01',
    issueType: 'defect',
    description: 'The sole is peeling off at the toe.',
    ...fields,
  }))
    form.set(name, value);
  for (const photo of photos)
    form.append('photos', new File([new Uint8Array(photo.data)], photo.name, { type: photo.type }));
  return app.request('/consumers-v3/consumer/warranty', {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
}

describe('POST /consumers-v3/consumer/warranty with photos', () => {
  it('opens a case with its product, purchase and photos, and stores each photo as sent', async () => {
    const response = await claim([
      { name: 'toe.png', type: 'image/png', data: PNG },
      { name: 'side.jpg', type: 'image/jpeg', data: JPEG },
      // The declared type is not trusted: this WebP says it is a JPEG.
      { name: 'sole.jpg', type: 'image/jpeg', data: WEBP },
    ]);
    expect(response.status).toBe(201);
    const body = (await response.json()) as {
      caseNumber: string;
      photos: { id: string; contentType: string; size: number; fileName: string }[];
    };
    expect(body.caseNumber).toMatch(/^CS\d+$/);
    expect(body.photos.map(({ contentType, size, fileName }) => ({ contentType, size, fileName }))).toEqual([
      { contentType: 'image/png', size: PNG.length, fileName: 'toe.png' },
      { contentType: 'image/jpeg', size: JPEG.length, fileName: 'side.jpg' },
      { contentType: 'image/webp', size: WEBP.length, fileName: 'sole.jpg' },
    ]);
    const [stored] = await database.db.select().from(supportCases).where(eq(supportCases.caseNumber, body.caseNumber));
    expect(stored).toMatchObject({
      kind: 'warranty',
      email: 'alex.rivera@example.com',
      subject: 'warranty',
      payload: { productId: 'SBHB10001', orderNumber: 'SB100234', purchaseDate: '2026-05-01', issueType: 'defect' },
    });
    const photos = await database.db
      .select()
      .from(supportCasePhotos)
      .where(eq(supportCasePhotos.caseNumber, body.caseNumber))
      .orderBy(supportCasePhotos.position);
    expect(photos.map((photo) => Buffer.compare(photo.data, [PNG, JPEG, WEBP][photo.position]!))).toEqual([0, 0, 0]);
  });

  it('still takes a claim without photos, as JSON or as a form with an empty file input', async () => {
    const form = await claim([{ name: '', type: 'application/octet-stream', data: Buffer.alloc(0) }]);
    expect(form.status).toBe(201);
    expect(((await form.json()) as { photos: unknown[] }).photos).toEqual([]);
  });

  it('refuses a file that is not an image, one over 5 MB, and a fourth photo, naming the file; nothing is stored', async () => {
    const before = (await database.db.select().from(supportCases)).length;
    const message = async (response: Response) => (await errorOf(response)).body.errorDetails[0]?.message;
    const notImage = await claim([
      { name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('these are not pixels') },
    ]);
    expect(notImage.status).toBe(400);
    expect(await message(notImage)).toBe('Field "photos": notes.jpg is not a JPEG, PNG or WebP image');
    const large = await claim([
      { name: 'huge.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(WARRANTY_PHOTO_MAX_BYTES)]) },
    ]);
    expect(await message(large)).toBe('Field "photos": huge.png is larger than 5 MB');
    const four = await claim(
      [PNG, PNG, PNG, PNG].map((data, index) => ({ name: `p${index}.png`, type: 'image/png', data })),
    );
    expect(await message(four)).toBe('Field "photos": at most 3 photos');
    expect(await message(await claim([], { description: 'Broken' }))).toMatch(/^Field "description"/);
    expect((await database.db.select().from(supportCases)).length).toBe(before);
  });

  it('answers 413 for a body over 16 MB, and 403 for a guest', async () => {
    const tooLarge = await claim(
      [0, 1, 2, 3].map((index) => ({
        name: `big${index}.png`,
        type: 'image/png',
        data: Buffer.alloc(4.5 * 1024 * 1024),
      })),
    );
    expect(tooLarge.status).toBe(413);
    const guest = (await guestSession(app)).accessToken;
    expect(await errorOf(await claim([{ name: 'toe.png', type: 'image/png', data: PNG }], {}, guest))).toMatchObject({
      status: 403,
    });
  });

  it('knows the image types by their first bytes', () => {
    expect([PNG, JPEG, WEBP, Buffer.from('GIF89a')].map((data) => sniffImageType(data))).toEqual([
      'image/png',
      'image/jpeg',
      'image/webp',
      null,
    ]);
  });
});
