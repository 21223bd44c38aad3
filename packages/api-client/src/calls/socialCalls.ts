import type * as z from 'zod/mini';
import { fromRequestOptions, type QueryParams, type RequestOptions, type Transport } from '../createTransport';
import { path } from '../encodePath';
import { socialMediaPageSchema, socialObjectSchema, socialStreamsSchema } from '../schemas/socialSchemas';

type Page = Promise<z.infer<typeof socialMediaPageSchema>>;
type SocialObject = Promise<z.infer<typeof socialObjectSchema>>;

/**
 * Calls of the social media service (spec §7), which lives on its own host: the client's `socialBaseUrl`. No
 * bearer token is sent (the service is a third party).
 *
 * @example
 * const { media } = await client.social.getCustomerMedia('switchback', { limit: 12 });
 */
export interface SocialCalls {
  /** `GET /`: the service description. */
  getService(options?: RequestOptions): SocialObject;
  /** `GET /categories/media/recent`. */
  getCategoryMedia(query?: QueryParams, options?: RequestOptions): Page;
  /** `GET /customers/{customerId}/media/recent`. */
  getCustomerMedia(customerId: string, query?: QueryParams, options?: RequestOptions): Page;
  /** `GET /media/{mediaId}/streams`. */
  getMediaStreams(mediaId: string, options?: RequestOptions): Promise<z.infer<typeof socialStreamsSchema>>;
  /** `GET /streams/{streamId}/media/recent`. */
  getStreamMedia(streamId: string, query?: QueryParams, options?: RequestOptions): Page;
  /** `GET /streams/media/recent`. */
  getStreamsMedia(query?: QueryParams, options?: RequestOptions): Page;
  /** `POST /media/{mediaId}/reports`. */
  reportMedia(mediaId: string, body: { reason: string; email?: string }, options?: RequestOptions): SocialObject;
  /** `POST /stashes`. */
  createStash(body: { mediaIds: string[] }, options?: RequestOptions): SocialObject;
  /** `POST /users/{userId}/media`: uploads a photo. */
  uploadMedia(userId: string, body: Record<string, unknown>, options?: RequestOptions): SocialObject;
  /** `POST /users`. */
  createUser(body: { screenName: string; email?: string }, options?: RequestOptions): SocialObject;
}

/**
 * Creates the `social` area on a transport whose base URL is the social media host.
 *
 * @example
 * const social = createSocialCalls(createApiTransport({ ...options, baseUrl: 'https://social.example.com' }));
 */
export function createSocialCalls(send: Transport): SocialCalls {
  const open = { authenticated: false } as const;
  return {
    getService(options) {
      return send({
        call: 'social.getService',
        method: 'GET',
        path: '/',
        schema: socialObjectSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getCategoryMedia(query, options) {
      return send({
        call: 'social.getCategoryMedia',
        method: 'GET',
        path: '/categories/media/recent',
        query,
        schema: socialMediaPageSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getCustomerMedia(customerId, query, options) {
      return send({
        call: 'social.getCustomerMedia',
        method: 'GET',
        path: path`/customers/${customerId}/media/recent`,
        query,
        schema: socialMediaPageSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getMediaStreams(mediaId, options) {
      return send({
        call: 'social.getMediaStreams',
        method: 'GET',
        path: path`/media/${mediaId}/streams`,
        schema: socialStreamsSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getStreamMedia(streamId, query, options) {
      return send({
        call: 'social.getStreamMedia',
        method: 'GET',
        path: path`/streams/${streamId}/media/recent`,
        query,
        schema: socialMediaPageSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    getStreamsMedia(query, options) {
      return send({
        call: 'social.getStreamsMedia',
        method: 'GET',
        path: '/streams/media/recent',
        query,
        schema: socialMediaPageSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    reportMedia(mediaId, body, options) {
      return send({
        call: 'social.reportMedia',
        method: 'POST',
        path: path`/media/${mediaId}/reports`,
        body,
        schema: socialObjectSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    createStash(body, options) {
      return send({
        call: 'social.createStash',
        method: 'POST',
        path: '/stashes',
        body,
        schema: socialObjectSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    uploadMedia(userId, body, options) {
      return send({
        call: 'social.uploadMedia',
        method: 'POST',
        path: path`/users/${userId}/media`,
        body,
        schema: socialObjectSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
    createUser(body, options) {
      return send({
        call: 'social.createUser',
        method: 'POST',
        path: '/users',
        body,
        schema: socialObjectSchema,
        ...open,
        ...fromRequestOptions(options),
      });
    },
  };
}
