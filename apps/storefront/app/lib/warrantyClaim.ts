/** Photos one warranty claim may carry (commerce-api keeps at most three). */
export const WARRANTY_PHOTO_MAX_COUNT = 3;
/** Largest photo commerce-api stores: 5 MB. */
export const WARRANTY_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** The image types commerce-api stores (it checks the bytes too). */
export const WARRANTY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The problem kinds commerce-api files a claim under. */
export const WARRANTY_ISSUE_TYPES = ['defect', 'damage', 'wear', 'other'] as const;
/** Description length commerce-api accepts. */
export const WARRANTY_DESCRIPTION_MIN = 10;
export const WARRANTY_DESCRIPTION_MAX = 2000;

/** What the photo checks say (the locale's warranty texts). */
export interface PhotoTexts {
  photosTooMany: string;
  photoTooLarge: (name: string) => string;
  photoWrongType: (name: string) => string;
}

/** The part of a file the checks read: its name, size, declared type. */
export interface PhotoLike {
  name: string;
  size: number;
  type: string;
}

/**
 * The first problem with the chosen photos, or undefined: at most {@link WARRANTY_PHOTO_MAX_COUNT}, each a JPEG,
 * PNG or WebP of at most 5 MB. Runs in the browser as soon as files are chosen and again on the server.
 *
 * @example
 * photoProblem([{ name: 'a.gif', size: 10, type: 'image/gif' }], texts); // 'a.gif is not a JPEG, PNG or WebP image.'
 */
export function photoProblem(files: readonly PhotoLike[], texts: PhotoTexts): string | undefined {
  if (files.length > WARRANTY_PHOTO_MAX_COUNT) return texts.photosTooMany;
  for (const file of files) {
    if (!(WARRANTY_PHOTO_TYPES as readonly string[]).includes(file.type)) return texts.photoWrongType(file.name);
    if (file.size === 0 || file.size > WARRANTY_PHOTO_MAX_BYTES) return texts.photoTooLarge(file.name);
  }
  return undefined;
}
