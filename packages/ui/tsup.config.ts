import { defineConfig } from 'tsup';
import { packagePreset } from '@switchback/tsup-config';

export default defineConfig(packagePreset({
  // The package's one stylesheet, built next to the JavaScript as dist/styles.css.
  entry: { index: 'src/index.ts', styles: 'src/styles.css' },
  // Only the JavaScript entry has types; a stylesheet would get an empty styles.d.ts.
  dts: { entry: { index: 'src/index.ts' } },
}));
