import type { Database } from '../db/openDatabase';
import { socialMedia, socialMediaStreams, socialStreams, socialUsers } from '../db/schema';

/** The brand's account on the social media service (`/social/customers/{customerId}/…`). */
export const SOCIAL_CUSTOMER_ID = 'switchback';

const users = [
  { id: 'u-trailmix', screenName: 'trailmix_ana' },
  { id: 'u-summitsam', screenName: 'summit.sam' },
  { id: 'u-campfire', screenName: 'campfire_kids' },
  { id: 'u-ridgeline', screenName: 'ridgeline.runner' },
  { id: 'u-basecamp', screenName: 'basecamp_bo' },
  { id: 'u-alpenglow', screenName: 'alpenglow.jo' },
];

const streams = [
  { id: 'stream-jackets', name: 'Jackets in the wild', category: 'jackets' },
  { id: 'stream-footwear', name: 'Boots and trail shoes', category: 'footwear' },
  { id: 'stream-backpacks', name: 'Packed and ready', category: 'backpacks' },
  { id: 'stream-tents', name: 'Camp life', category: 'tents' },
  { id: 'stream-sleeping-bags', name: 'Cold nights, warm bags', category: 'sleeping-bags' },
];

const captions = [
  'First frost on the ridge, warm all the way up',
  'Twelve miles in and my feet are still happy',
  'Sunrise from the saddle, worth the 4am start',
  'Rain all day, dry underneath',
  'Pitched in ten minutes before the storm rolled in',
  'Kids carried their own packs this time',
  'Golden hour at the trailhead',
  'Scree field, no slips',
  'Basecamp coffee hits different',
  'Fresh snow, fresh tracks',
  'Lake loop with the crew',
  'Night sky over camp three',
];

/**
 * Writes the demo users, streams and approved photos of the social media service. Part of `seedDatabase`.
 * Photos are dated in the days before `now`, newest first, so "recent" lists look alive.
 * @example
 * await seedSocial(tx, new Date());
 */
export async function seedSocial(tx: Pick<Database, 'insert'>, now: Date): Promise<void> {
  await tx.insert(socialUsers).values(users.map((user) => ({ ...user, createdAt: now })));
  await tx.insert(socialStreams).values(streams);
  const media = Array.from({ length: 24 }, (_, index) => ({
    id: `m-${String(index + 1).padStart(4, '0')}`,
    userId: users[index % users.length]?.id ?? 'u-trailmix',
    caption: captions[index % captions.length] ?? '',
    imageUrl: `/social/media/m-${String(index + 1).padStart(4, '0')}/image.svg`,
    width: 1080,
    height: index % 3 === 0 ? 1350 : 1080,
    source: index % 4 === 0 ? 'upload' : 'instagram',
    createdAt: new Date(now.getTime() - (index + 1) * 7 * 3_600_000),
  }));
  await tx.insert(socialMedia).values(media);
  await tx.insert(socialMediaStreams).values(
    media.flatMap((item, index) => {
      const first = streams[index % streams.length]?.id ?? 'stream-jackets';
      const second = streams[(index + 2) % streams.length]?.id ?? 'stream-tents';
      return index % 5 === 0
        ? [
            { mediaId: item.id, streamId: first },
            { mediaId: item.id, streamId: second },
          ]
        : [{ mediaId: item.id, streamId: first }];
    }),
  );
}
