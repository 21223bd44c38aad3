import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/openDatabase';
import {
  socialMedia,
  socialMediaReports,
  socialMediaStreams,
  socialStashes,
  socialStreams,
  socialUsers,
} from '../db/schema';
import { ApiError, recordNotFound } from '../http/ApiError';

/** A photo as the service answers it. */
export interface MediaJson {
  id: string;
  caption: string;
  images: { normal: string; thumbnail: string };
  width: number;
  height: number;
  source: string;
  status: 'approved' | 'pending' | 'rejected';
  user: { id: string; screenName: string };
  streamIds: string[];
  createdAt: string;
}

/** A page of photos. */
export interface MediaPage {
  media: MediaJson[];
  count: number;
  offset: number;
  limit: number;
}

/** Paging of a list call. */
export interface Paging {
  offset: number;
  limit: number;
}

const mediaNotFound = () => recordNotFound('Media not found');

/**
 * The social media (user-generated content) service: recent approved photos by brand, category or stream, the
 * streams of a photo, reports, stashes, users and uploads (which wait for moderation).
 * @example
 * const page = await new SocialService(db, clock, 'http://127.0.0.1:4000').recentByStream('stream-jackets', { offset: 0, limit: 12 });
 */
export class SocialService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly publicUrl: string,
  ) {}

  /** Recent approved photos, optionally only those in streams of one category or in the given streams. */
  async recent(
    filter: { category?: string | undefined; streamIds?: readonly string[] | undefined },
    paging: Paging,
  ): Promise<MediaPage> {
    const conditions = [eq(socialMedia.status, 'approved')];
    if (filter.category !== undefined || filter.streamIds !== undefined) {
      const streamFilter =
        filter.streamIds !== undefined
          ? inArray(socialMediaStreams.streamId, [...filter.streamIds])
          : sql`${socialMediaStreams.streamId} in (select id from social_streams where category = ${filter.category ?? ''})`;
      conditions.push(
        inArray(
          socialMedia.id,
          this.db.select({ id: socialMediaStreams.mediaId }).from(socialMediaStreams).where(streamFilter),
        ),
      );
    }
    const where = and(...conditions);
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ media: socialMedia, user: socialUsers })
        .from(socialMedia)
        .innerJoin(socialUsers, eq(socialUsers.id, socialMedia.userId))
        .where(where)
        .orderBy(desc(socialMedia.createdAt), socialMedia.id)
        .offset(paging.offset)
        .limit(paging.limit),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(socialMedia)
        .where(where),
    ]);
    const streamIds = await this.streamIdsOf(rows.map((row) => row.media.id));
    return {
      media: rows.map((row) => this.toJson(row.media, row.user, streamIds.get(row.media.id) ?? [])),
      count: total?.n ?? 0,
      ...paging,
    };
  }

  /** Recent photos of one stream; 404 for an unknown stream. */
  async recentByStream(streamId: string, paging: Paging): Promise<MediaPage> {
    const [stream] = await this.db.select().from(socialStreams).where(eq(socialStreams.id, streamId)).limit(1);
    if (!stream) throw recordNotFound('Stream not found');
    return this.recent({ streamIds: [streamId] }, paging);
  }

  /** The streams a photo appears in. */
  async streamsOf(mediaId: string) {
    await this.find(mediaId);
    const streams = await this.db
      .select({
        id: socialStreams.id,
        name: socialStreams.name,
        category: socialStreams.category,
        productId: socialStreams.productId,
      })
      .from(socialStreams)
      .innerJoin(socialMediaStreams, eq(socialMediaStreams.streamId, socialStreams.id))
      .where(eq(socialMediaStreams.mediaId, mediaId))
      .orderBy(socialStreams.id);
    return { streams };
  }

  /** Records a report against a photo. */
  async report(mediaId: string, reason: string, email: string | undefined) {
    await this.find(mediaId);
    const [row] = await this.db
      .insert(socialMediaReports)
      .values({ mediaId, reason, email: email ?? null, createdAt: this.now() })
      .returning({ id: socialMediaReports.id });
    return { reportId: row?.id, mediaId, status: 'RECEIVED' };
  }

  /** Keeps a set of photos a visitor picked; every id must be an approved photo. */
  async stash(mediaIds: readonly string[]) {
    const unique = [...new Set(mediaIds)];
    const found = await this.db
      .select({ id: socialMedia.id })
      .from(socialMedia)
      .where(and(inArray(socialMedia.id, unique), eq(socialMedia.status, 'approved')));
    if (found.length !== unique.length) throw new ApiError(400, 'API400', 'Field "mediaIds": unknown media id');
    const createdAt = this.now();
    const [row] = await this.db.insert(socialStashes).values({ mediaIds: unique, createdAt }).returning();
    return { id: row?.id, mediaIds: unique, createdAt: createdAt.toISOString() };
  }

  /** Creates a user of the service. */
  async createUser(screenName: string, email: string | undefined) {
    const id = `u-${randomBytes(9).toString('base64url')}`;
    const createdAt = this.now();
    await this.db.insert(socialUsers).values({ id, screenName, email: email ?? null, createdAt });
    return { id, screenName, createdAt: createdAt.toISOString() };
  }

  /** A user's upload: stored as pending until moderation approves it, so it is not listed yet. */
  async upload(
    userId: string,
    input: { caption: string; imageUrl: string; width: number; height: number; streamIds: readonly string[] },
  ) {
    const [user] = await this.db.select().from(socialUsers).where(eq(socialUsers.id, userId)).limit(1);
    if (!user) throw recordNotFound('User not found');
    const streams =
      input.streamIds.length > 0
        ? await this.db
            .select({ id: socialStreams.id })
            .from(socialStreams)
            .where(inArray(socialStreams.id, [...input.streamIds]))
        : [];
    if (streams.length !== new Set(input.streamIds).size)
      throw new ApiError(400, 'API400', 'Field "streamIds": unknown stream id');
    const id = `m-${randomBytes(9).toString('base64url')}`;
    const row = await this.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(socialMedia)
        .values({
          id,
          userId,
          caption: input.caption,
          imageUrl: input.imageUrl,
          width: input.width,
          height: input.height,
          status: 'pending',
          source: 'upload',
          createdAt: this.now(),
        })
        .returning();
      if (streams.length > 0)
        await tx.insert(socialMediaStreams).values(streams.map((stream) => ({ mediaId: id, streamId: stream.id })));
      return created;
    });
    if (!row) throw new Error('Media was not created');
    return this.toJson(
      row,
      user,
      streams.map((stream) => stream.id),
    );
  }

  /** A photo's row, for drawing its image; approved ones only. */
  async find(mediaId: string) {
    const [row] = await this.db
      .select()
      .from(socialMedia)
      .where(and(eq(socialMedia.id, mediaId), eq(socialMedia.status, 'approved')))
      .limit(1);
    if (!row) throw mediaNotFound();
    return row;
  }

  private async streamIdsOf(mediaIds: readonly string[]): Promise<Map<string, string[]>> {
    const map = new Map<string, string[]>();
    if (mediaIds.length === 0) return map;
    const rows = await this.db
      .select()
      .from(socialMediaStreams)
      .where(inArray(socialMediaStreams.mediaId, [...mediaIds]));
    for (const row of rows) map.set(row.mediaId, [...(map.get(row.mediaId) ?? []), row.streamId].sort());
    return map;
  }

  private toJson(
    media: typeof socialMedia.$inferSelect,
    user: typeof socialUsers.$inferSelect,
    streamIds: string[],
  ): MediaJson {
    const absolute = (url: string) => (url.startsWith('/') ? `${this.publicUrl}${url}` : url);
    return {
      id: media.id,
      caption: media.caption,
      images: {
        normal: absolute(media.imageUrl),
        thumbnail: absolute(media.imageUrl.startsWith('/') ? `${media.imageUrl}?size=thumbnail` : media.imageUrl),
      },
      width: media.width,
      height: media.height,
      source: media.source,
      status: media.status,
      user: { id: user.id, screenName: user.screenName },
      streamIds,
      createdAt: media.createdAt.toISOString(),
    };
  }
}
