import { defineConfig } from 'tsup';
import { readFileSync } from 'node:fs';
import { packagePreset } from '@switchback/tsup-config';

// The files styles.css imports, in its order.
const stylesheets = [...readFileSync('src/styles.css', 'utf8').matchAll(/@import '\.\/(\w+)\.css';/g)].map(
  (match) => match[1]!,
);

export default defineConfig(
  packagePreset({
    // Stylesheets built next to the JavaScript: dist/styles.css (tokens and every component) and dist/css/{file}.css
    // (tokens.css, utilities.css and one per component, for apps that link only the components they draw).
    entry: {
      index: 'src/index.ts',
      styles: 'src/styles.css',
      ...Object.fromEntries(stylesheets.map((name) => [`css/${name}`, `src/${name}.css`])),
    },
    // Only the JavaScript entry has types; a stylesheet would get an empty styles.d.ts.
    dts: { entry: { index: 'src/index.ts' } },
  }),
);
