import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults to 127.0.0.1:4000 and a data folder inside the app, whatever the working directory', () => {
    expect(readConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: fileURLToPath(new URL('../.data/pglite', import.meta.url)),
      publicUrl: 'http://127.0.0.1:4000',
      workers: 1,
      testRoutes: false,
    });
  });

  it('reads every variable', () => {
    expect(
      readConfig({
        PORT: '8080',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/switchback',
        DATABASE_URL: 'postgres://shop@db/shop',
        PREVIEW_ACCESS_KEY: 'k',
        WORKERS: '4',
        TEST_ROUTES: 'on',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/switchback',
      databaseUrl: 'postgres://shop@db/shop',
      // A wildcard listen address is not a URL a browser can load images from.
      publicUrl: 'http://localhost:8080',
      previewAccessKey: 'k',
      workers: 4,
      testRoutes: true,
    });
    expect(readConfig({ PUBLIC_URL: 'https://api.example.com/' }).publicUrl).toBe('https://api.example.com');
  });

  it('refuses values that cannot work', () => {
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => readConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => readConfig({ WORKERS: '0', DATABASE_URL: 'postgres://shop@db/shop' })).toThrow(/WORKERS/);
    // Only one process may open a PGlite folder.
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/DATABASE_URL/);
  });
});
