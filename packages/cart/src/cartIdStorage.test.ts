import { describe, expect, it } from 'vitest';
import { memoryCartIdStorage, webCartIdStorage } from './cartIdStorage';

describe('cart id storage', () => {
  it('keeps only the id in web storage, under its key', () => {
    const storage = webCartIdStorage('sb-cart', window.localStorage);
    storage.set('cart-7');
    expect(window.localStorage.getItem('sb-cart')).toBe('cart-7');
    expect(storage.get()).toBe('cart-7');
    storage.remove();
    expect(window.localStorage.getItem('sb-cart')).toBeNull();
  });

  it('treats a storage that throws as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const storage = webCartIdStorage('sb-cart', broken);
    expect(() => storage.set('x')).not.toThrow();
    expect(storage.get()).toBeUndefined();
    expect(() => storage.remove()).not.toThrow();
  });

  it('memory storage starts with what it is given', () => {
    const storage = memoryCartIdStorage('c1');
    expect(storage.get()).toBe('c1');
    storage.remove();
    expect(storage.get()).toBeUndefined();
  });
});
