import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('imports once, gives every caller the same promise and the value synchronously afterwards', async () => {
    const importer = vi.fn(() => Promise.resolve('MegaMenu'));
    const module = loadOnce(importer);
    expect(module.loaded()).toBeUndefined();
    const first = module.load();
    expect(module.load()).toBe(first);
    await expect(first).resolves.toBe('MegaMenu');
    expect(module.loaded()).toBe('MegaMenu');
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed import (a chunk lost on a flaky network)', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('Hero');
    const module = loadOnce(importer);
    await expect(module.load()).rejects.toThrow('Failed to fetch');
    expect(module.loaded()).toBeUndefined();
    await expect(module.load()).resolves.toBe('Hero');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
