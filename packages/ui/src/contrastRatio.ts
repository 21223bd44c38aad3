/**
 * WCAG 2 contrast between two `#rrggbb` colours, from 1 (same colour) to 21 (black on white).
 * Used by the tokens' contrast test and the Design tokens page; not part of the package's public API.
 */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function relativeLuminance(hex: string): number {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The `--sb-*` custom properties of a stylesheet's first `:root` rule whose value is (or resolves through `var()`
 * to) a `#rrggbb` colour.
 */
export function readColorTokens(css: string): Map<string, string> {
  const root = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const raw = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--sb-[\w-]+):\s*([^;]+);/g)) raw.set(name!, value!.trim());
  const resolved = new Map<string, string>();
  for (const name of raw.keys()) {
    let value = raw.get(name);
    for (let depth = 0; value?.startsWith('var(') && depth < 10; depth += 1) {
      value = raw.get(/^var\((--sb-[\w-]+)\)$/.exec(value)?.[1] ?? '');
    }
    if (value && /^#[\da-f]{6}$/i.test(value)) resolved.set(name, value.toLowerCase());
  }
  return resolved;
}
