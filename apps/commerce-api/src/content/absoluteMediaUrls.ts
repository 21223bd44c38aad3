// The fields that hold a media address: images and video files (`url`), a video's `poster`, a track's `src`.
const MEDIA_FIELDS = new Set(['url', 'poster', 'src']);

/**
 * Returns a copy of content in which every `url`, `poster` or `src` pointing at the API's own media (`/media/…`) is made absolute
 * against `baseUrl`. Content stores those paths relative so that moving the API never means editing content;
 * storefront links (`/en-us/c/…`) stay relative because they belong to the storefront's origin.
 * @example
 * absoluteMediaUrls({ media: { url: '/media/a.svg' } }, 'http://127.0.0.1:4000');
 * // { media: { url: 'http://127.0.0.1:4000/media/a.svg' } }
 */
export function absoluteMediaUrls<T>(content: T, baseUrl: string): T {
  const base = baseUrl.replace(/\/+$/, '');
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        MEDIA_FIELDS.has(key) && typeof field === 'string' && field.startsWith('/media/')
          ? `${base}${field}`
          : visit(field),
      ]),
    );
  };
  return visit(content) as T;
}
