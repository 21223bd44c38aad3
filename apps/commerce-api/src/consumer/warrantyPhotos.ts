import { ApiError } from '../http/ApiError';

/** The most photos a warranty claim may carry, and the largest photo (commerce-api's own limits; the spec has none). */
export const WARRANTY_PHOTO_MAX_COUNT = 3;
export const WARRANTY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** An image type a warranty photo may have. */
export type WarrantyPhotoType = 'image/jpeg' | 'image/png' | 'image/webp';

/** A checked warranty photo, ready to store. */
export interface WarrantyPhoto {
  fileName: string | null;
  contentType: WarrantyPhotoType;
  data: Buffer;
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte);

/**
 * The image type of a file by its first bytes (JPEG, PNG or WebP), or null: the declared type and the name are
 * the sender's word and are not trusted.
 *
 * @example
 * sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0])); // 'image/jpeg'
 */
export function sniffImageType(bytes: Uint8Array): WarrantyPhotoType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}

const refuse = (message: string) => new ApiError(400, 'API400', `Field "photos": ${message}`);

/**
 * Checks the photos of a multipart warranty claim: at most {@link WARRANTY_PHOTO_MAX_COUNT}, each a non-empty JPEG,
 * PNG or WebP of at most 5 MB. Empty file inputs (a form sent with no file chosen) are skipped.
 * @throws ApiError 400 `API400` naming the field `photos` and the file.
 */
export async function readWarrantyPhotos(values: unknown[]): Promise<WarrantyPhoto[]> {
  const files = values.filter(
    (value): value is File => value instanceof File && !(value.size === 0 && value.name === ''),
  );
  if (values.some((value) => typeof value === 'string' && value !== '')) throw refuse('must be files');
  if (files.length > WARRANTY_PHOTO_MAX_COUNT) throw refuse(`at most ${WARRANTY_PHOTO_MAX_COUNT} photos`);
  const photos: WarrantyPhoto[] = [];
  for (const file of files) {
    const name = file.name.slice(0, 200) || null;
    if (file.size === 0) throw refuse(`${name ?? 'a photo'} is empty`);
    if (file.size > WARRANTY_PHOTO_MAX_BYTES) throw refuse(`${name ?? 'a photo'} is larger than 5 MB`);
    const data = Buffer.from(await file.arrayBuffer());
    const contentType = sniffImageType(data);
    if (!contentType) throw refuse(`${name ?? 'a photo'} is not a JPEG, PNG or WebP image`);
    photos.push({ fileName: name, contentType, data });
  }
  return photos;
}
