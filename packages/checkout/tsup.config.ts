import { defineConfig } from 'tsup';
import { packagePreset } from '@switchback/tsup-config';

export default defineConfig(packagePreset());
