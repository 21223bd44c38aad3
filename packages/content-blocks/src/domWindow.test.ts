// @vitest-environment node
import { build, type Rollup } from 'vite';
import { fileURLToPath } from 'node:url';
import { sourceResolution } from '@switchback/vitest-config';
import { describe, expect, it } from 'vitest';

// The `#dom-window` import map must hand browsers the page's window and servers jsdom. Bundling the package
// the way the apps do (through the source condition) proves that jsdom never reaches a browser bundle.
const root = fileURLToPath(new URL('..', import.meta.url));

async function bundle(ssr: boolean): Promise<string> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    ...sourceResolution(),
    build: {
      write: false,
      minify: false,
      ssr: ssr ? 'src/index.ts' : false,
      lib: ssr ? false : { entry: 'src/index.ts', formats: ['es'] },
      rollupOptions: { external: [/^react($|\/)/, /^react-dom($|\/)/, 'dompurify', 'zod/mini', /^node:/] },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return results
    .flatMap((result) => result.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
    .join('\n');
}

describe('#dom-window', () => {
  it('keeps jsdom out of the browser bundle', async () => {
    const code = await bundle(false);
    expect(code).toContain('sanitizeRichText');
    expect(code).toContain('return window;');
    // Comments may mention jsdom; code that loads it may not.
    expect(code).not.toMatch(/createRequire|["']jsdom["']/);
  }, 30_000);

  it('gives server rendering a jsdom window, loaded on first use', async () => {
    const code = await bundle(true);
    expect(code).toContain('createRequire');
    expect(code).toContain('"jsdom"');
  }, 30_000);
});
