import type { Rule, RuleOptions } from './createRule';
import { defineRule } from './defineRule';
import { asText, isBlank } from './isBlank';

export const nameMessages = { 'validation.name': 'Name is not valid.' } as const;

// Letters of any script (\p{L}) plus combining marks (\p{M}) so an accent typed as a separate code
// point ("e" + U+0301) passes like "é". The typographic apostrophe (’) is allowed next to the ASCII one
// because phone keyboards insert it by default in names such as O’Brien.
const NAME_PATTERN = /^[\p{L}\p{M}\s,.'’`-]+$/u;

/**
 * Fails when a name holds anything but letters (accented included), whitespace, comma, period,
 * apostrophe, backtick or hyphen: 'Name is not valid.' (`validation.name`). Blank values pass.
 *
 * @example
 * ```ts
 * import { nameRule } from '@switchback/validation';
 *
 * nameRule()('Zoë O’Brien-Núñez'); // undefined
 * nameRule()('R2-D2'); // { key: 'validation.name', message: 'Name is not valid.' }
 * ```
 */
export function nameRule(options?: RuleOptions): Rule<unknown> {
  const rule = defineRule<string>('validation.name', nameMessages, (text) => NAME_PATTERN.test(text), options);
  return (value) => (isBlank(value) ? undefined : rule(asText(value)));
}
