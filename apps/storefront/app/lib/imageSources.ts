// commerce-core §9 image transformation defaults. commerce-api's demo images are SVG and ignore the parameters;
// an image service in front of a real catalogue reads them.
const QUALITY = 50;
const SHARPEN = 60;

/**
 * The URL of an image at a width, with the transformation defaults of commerce-core §9 (quality 50, sharpen 60).
 *
 * @example
 * transformedImageUrl('https://cdn.test/a.jpg', 400); // 'https://cdn.test/a.jpg?w=400&q=50&sharpen=60'
 */
export function transformedImageUrl(url: string, width: number): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}w=${width}&q=${QUALITY}&sharpen=${SHARPEN}`;
}

/**
 * `src` and `srcSet` of a responsive image: each width and its double (commerce-core §9 "double resolution").
 *
 * @example
 * imageSources('https://cdn.test/a.jpg', [300, 600]).srcSet; // '…?w=300… 300w, …?w=600… 600w, …?w=1200… 1200w'
 */
export function imageSources(url: string, widths: readonly number[]): { src: string; srcSet: string } {
  const all = [...new Set(widths.flatMap((width) => [width, width * 2]))].sort((a, b) => a - b);
  return {
    src: transformedImageUrl(url, widths[0] ?? 400),
    srcSet: all.map((width) => `${transformedImageUrl(url, width)} ${width}w`).join(', '),
  };
}
