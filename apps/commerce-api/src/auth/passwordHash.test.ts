import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwordHash';

describe('passwordHash', () => {
  it('hashes with scrypt and a fresh salt, and verifies', async () => {
    const [first, second] = await Promise.all([hashPassword('Trailhead26'), hashPassword('Trailhead26')]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Trailhead26', first)).toBe(true);
    expect(await verifyPassword('trailhead26', first)).toBe(false);
  });

  it('never matches a malformed or foreign hash', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$2b$10$abc')).toBe(false);
  });
});
