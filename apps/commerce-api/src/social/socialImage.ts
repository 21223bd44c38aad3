import { createHash } from 'node:crypto';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/**
 * Draws a demo photo for a social media item: a mountain scene in colours derived from its id, with the caption.
 * No network and no binary files.
 * @example
 * const svg = socialImage('m-0001', 1080, 1350, 'Golden hour at the trailhead');
 */
export function socialImage(id: string, width: number, height: number, caption: string): string {
  const hash = createHash('sha256').update(id).digest();
  const hue = ((hash[0] ?? 0) * 360) / 256;
  const sky = `hsl(${hue.toFixed(0)} 55% 72%)`;
  const far = `hsl(${((hue + 30) % 360).toFixed(0)} 30% 45%)`;
  const near = `hsl(${((hue + 60) % 360).toFixed(0)} 35% 28%)`;
  const peak = 0.25 + ((hash[1] ?? 0) / 255) * 0.3;
  const text = escapeXml(caption.slice(0, 60));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">
<rect width="100%" height="100%" fill="${sky}"/>
<circle cx="${width * 0.78}" cy="${height * 0.22}" r="${width * 0.07}" fill="#fff6d5"/>
<path d="M0 ${height * 0.75} L${width * 0.3} ${height * peak} L${width * 0.55} ${height * 0.6} L${width * 0.75} ${height * (peak + 0.1)} L${width} ${height * 0.7} V${height} H0Z" fill="${far}"/>
<path d="M0 ${height * 0.85} L${width * 0.4} ${height * 0.65} L${width} ${height * 0.88} V${height} H0Z" fill="${near}"/>
<text x="${width * 0.05}" y="${height * 0.95}" font-family="sans-serif" font-size="${Math.round(width / 28)}" fill="#ffffff">${text}</text>
</svg>`;
}
