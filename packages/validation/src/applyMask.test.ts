import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, chooseMask, fitsMask, maskLength } from './applyMask';

describe('applyMask', () => {
  it.each([
    ['nothing typed', '', '(XXX) XXX - XXXX', ''],
    ['one digit opens the bracket', '2', '(XXX) XXX - XXXX', '(2'],
    ['separators wait for the next digit', '212', '(XXX) XXX - XXXX', '(212'],
    ['separators appear with it', '2125', '(XXX) XXX - XXXX', '(212) 5'],
    ['a full North American number', '2125550123', '(XXX) XXX - XXXX', '(212) 555 - 0123'],
    ['digits beyond the mask are dropped', '212555012399', '(XXX) XXX - XXXX', '(212) 555 - 0123'],
    ['its own output is read back unchanged', '(212) 555 - 0123', '(XXX) XXX - XXXX', '(212) 555 - 0123'],
    ['letters are ignored', 'tel: 79a11', 'XXXX XXXXXX', '7911'],
    ['the default mask', '7911123456', 'XXXX - XXX - XXX', '7911 - 123 - 456'],
    ['the date mask', '29022024', 'XX/XX/XXXX', '29/02/2024'],
  ] as const)('%s', (_, input, mask, expected) => {
    expect(applyMask(input, mask)).toBe(expected);
  });

  describe('with several masks', () => {
    const uk = ['7XXX XXXXXX', '2X XXXX XXXX', 'XXXX XXXXXX'];
    it.each([
      ['a mobile takes the mask fixed on 7', '7911123456', '7911 123456'],
      ['a London number takes the mask fixed on 2', '2079460958', '20 7946 0958'],
      ['anything else takes the open mask', '1632960001', '1632 960001'],
    ] as const)('%s', (_, input, expected) => {
      expect(applyMask(input, uk)).toBe(expected);
    });

    it('grows into a longer mask as digits arrive', () => {
      const germany = ['1XX XXXXXXXX', '1XX XXXXXXX'];
      expect(applyMask('1512345678', germany)).toBe('151 2345678');
      expect(applyMask('15123456789', germany)).toBe('151 23456789');
    });

    it('never blocks typing when no fixed digit agrees', () => {
      expect(applyMask('5123', ['3XX XXX XXXX', '06 XXXX XXXX'])).toBe('512 3');
      expect(chooseMask(['3XX XXX XXXX'], '5')).toBe('3XX XXX XXXX');
    });
  });

  it('never outputs more digits than the mask holds, nor digits that were not typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('(XXX) XXX - XXXX', 'XXXX - XXX - XXX', 'XX/XX/XXXX'), (input, mask) => {
        const output = applyMask(input, mask);
        const typed = input.replace(/\D/g, '');
        const shown = output.replace(/\D/g, '');
        return shown.length <= maskLength(mask) && typed.startsWith(shown);
      }),
    );
  });
});

describe('fitsMask', () => {
  it.each([
    ['a complete ZIP', '90210', ['XXXXX', 'XXXXX-XXXX'], true],
    ['a complete ZIP+4', '90210-1234', ['XXXXX', 'XXXXX-XXXX'], true],
    ['a ZIP+4 typed without its dash', '902101234', ['XXXXX', 'XXXXX-XXXX'], true],
    ['a letter O for a zero', '9021O', ['XXXXX', 'XXXXX-XXXX'], false],
    ['too short', '9021', 'XXXXX', false],
    ['a separator the mask does not have', '90210/1234', 'XXXXX-XXXX', false],
    ['a fixed digit that disagrees', '5123456789', '3XX XXX XXXX', false],
  ] as const)('%s', (_, value, mask, expected) => {
    expect(fitsMask(value, mask)).toBe(expected);
  });
});
