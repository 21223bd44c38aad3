import { describe, expect, it } from 'vitest';
import { formatDateInput } from './formatDateInput';

describe('formatDateInput', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['29', '29'],
    ['290', '29/0'],
    ['2902', '29/02'],
    ['29022', '29/02/2'],
    ['29022024', '29/02/2024'],
    ['29/02/2024', '29/02/2024'],
    ['29/02/20245', '29/02/2024'],
    ['29-02-2024', '29/02/2024'],
    ['   ', ''],
    ['ab', ''],
  ] as const)('formats %j as %j', (input, expected) => {
    expect(formatDateInput(input)).toBe(expected);
  });
});
