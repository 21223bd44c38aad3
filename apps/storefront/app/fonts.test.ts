import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const fontsCss = readFileSync(join(here, 'fonts.css'), 'utf8');

/** The code points of the `unicode-range` of the @font-face whose `src` names `file`. */
function rangeOf(file: string): Set<number> {
  const face = fontsCss.split('@font-face').find((block) => block.includes(file));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css has no unicode-range for ${file}`);
  const codes = new Set<number>();
  for (const part of range.split(',')) {
    const [low, high = low] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(low!, 16); code <= parseInt(high!, 16); code++) codes.add(code);
  }
  return codes;
}

/** The characters past ASCII in the string literals of a source file (comments left out). */
function charactersOf(path: string): Set<string> {
  const source = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return new Set([...source].filter((character) => character.codePointAt(0)! > 0x7e));
}

const core = rangeOf('inter-latin-core-wght-normal.woff2');
const rest = rangeOf('inter-latin-rest-wght-normal.woff2');

describe('the typeface files (fonts.css)', () => {
  it('draws every English and French UI string of the shop from the preloaded core file, never the rest file', () => {
    const lib = join(here, 'lib');
    const catalogues = readdirSync(lib)
      .filter((name) => /^(messages\w*|\w+Text)\.ts$/.test(name))
      .map((name) => join(lib, name));
    expect(catalogues.length).toBeGreaterThan(10);
    const outside = new Set<string>();
    for (const file of catalogues)
      for (const character of charactersOf(file)) {
        const code = character.codePointAt(0)!;
        if (!core.has(code) && rest.has(code)) outside.add(`${character} U+${code.toString(16).toUpperCase()}`);
      }
    expect([...outside]).toEqual([]);
    // The French letters and typographic signs the catalogues use are in it.
    for (const character of 'éèêàçôîûùÉÀ«»’“”–—…€£×·©')
      expect(core.has(character.codePointAt(0)!), character).toBe(true);
  });

  it('gives each character to one of the two Latin files, so no character is fetched twice', () => {
    expect([...core].filter((code) => rest.has(code))).toEqual([]);
  });
});
