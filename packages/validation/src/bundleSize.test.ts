import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Bundles entries that import a few exports, the way an app's bundler would (ESM, minified, tree-shaken),
// and measures what ships. `pnpm test` reads the sources; `pnpm size` (run by `lint`, after `build`)
// reads the built dist/index.js that consumers get.
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const fromDist = process.env.BUNDLE_FROM === 'dist';
const entry = fromDist ? './dist/index.js' : './src/index.ts';

interface Measured {
  readonly code: string;
  readonly gzip: number;
  readonly minified: number;
  /** Every module that contributed code to the output. */
  readonly modules: readonly string[];
}

async function measure(exports: readonly string[]): Promise<Measured> {
  const result = await build({
    stdin: {
      contents: `export { ${exports.join(', ')} } from '${entry}';`,
      resolveDir: packageDir,
      sourcefile: 'size-entry.ts',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const output = Object.values(result.metafile.outputs)[0];
  const modules = Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
  return { code, gzip: gzipSync(code, { level: 9 }).length, minified: Buffer.byteLength(code), modules };
}

const from = (modules: readonly string[], pattern: RegExp) => modules.filter((path) => pattern.test(path));
const ZOD = /node_modules\/.*zod\//;
const LIBPHONENUMBER = /libphonenumber-js\//;
const DATE_FNS = /date-fns\//;

describe(`bundle size (${fromDist ? 'built dist' : 'sources'})`, () => {
  it('importing only requiredRule and emailRule costs under 2 KB gzipped, without zod, dates or phones', async () => {
    const { gzip, minified, modules } = await measure(['requiredRule', 'emailRule']);
    console.info(`requiredRule + emailRule: ${gzip} B gzipped (${minified} B minified)`);
    expect(gzip).toBeLessThan(2 * 1024);
    expect(from(modules, ZOD)).toEqual([]);
    expect(from(modules, LIBPHONENUMBER)).toEqual([]);
    expect(from(modules, DATE_FNS)).toEqual([]);
  });

  it('the phone rules bring libphonenumber-js with its min metadata, never max (or mobile)', async () => {
    const { gzip, modules } = await measure(['phoneRule', 'normalisePhone', 'parsePhone', 'formatPhoneAsYouType']);
    console.info(`phoneRule + normalisePhone + parsePhone + formatPhoneAsYouType: ${gzip} B gzipped`);
    const metadata = from(modules, /libphonenumber-js\/metadata\./);
    expect(metadata.length).toBeGreaterThan(0);
    expect(metadata.every((path) => /metadata\.min\.json/.test(path))).toBe(true);
    expect(from(modules, /metadata\.(max|full|mobile)/)).toEqual([]);
    expect(from(modules, ZOD)).toEqual([]);
  });

  it('the as-you-type phone formatter alone needs no libphonenumber', async () => {
    const { gzip, modules } = await measure(['formatPhoneAsYouType']);
    console.info(`formatPhoneAsYouType: ${gzip} B gzipped`);
    expect(from(modules, LIBPHONENUMBER)).toEqual([]);
  });

  it('toZod brings zod/mini, not the classic zod build', async () => {
    const { gzip, modules } = await measure(['toZod', 'requiredRule', 'emailRule']);
    console.info(`toZod + requiredRule + emailRule: ${gzip} B gzipped`);
    expect(from(modules, /zod\/v4\/mini\//).length).toBeGreaterThan(0);
    expect(from(modules, /zod\/v4\/classic\//)).toEqual([]);
  });

  it('the full catalogue ships only to code that asks for it', async () => {
    const withCatalogue = await measure(['defaultMessages']);
    const rulesOnly = await measure(['requiredRule', 'emailRule', 'nameRule', 'passwordRule']);
    console.info(`defaultMessages: ${withCatalogue.gzip} B gzipped; four text rules: ${rulesOnly.gzip} B gzipped`);
    // Texts of rules that were not imported would only be there through the catalogue.
    expect(withCatalogue.code).toContain('Guest name is not valid.');
    expect(rulesOnly.code).not.toContain('Guest name is not valid.');
    expect(rulesOnly.code).not.toContain('Phone number is not valid.');
    expect(withCatalogue.code).not.toContain('Ce champ est obligatoire');
    const all = await measure(['validateAddress', 'validateSignUp', 'mapSignUpError', 'defaultMessages']);
    console.info(`address + sign-up validators + catalogue: ${all.gzip} B gzipped`);
  });

  it('the French catalogue ships only to code that imports it', async () => {
    const english = await measure(['requiredRule', 'emailRule', 'validateField', 'validateSignUp']);
    expect(english.code).not.toContain('Ce champ est obligatoire');
    const french = await measure(['requiredRule', 'validateField', 'messagesForLocale']);
    console.info(`requiredRule + validateField + messagesForLocale (French): ${french.gzip} B gzipped`);
    expect(french.code).toContain('Ce champ est obligatoire');
    expect(french.gzip).toBeLessThan(3 * 1024);
  });
});
