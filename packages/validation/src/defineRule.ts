import type { Rule, RuleOptions, ValidationIssue } from './createRule';
import { interpolate } from './interpolate';
import type { MessageParams } from './formatMessage';

/**
 * The English texts of one rule family, keyed like the catalogue. Each built-in rule carries its own
 * texts instead of reading `defaultMessages`, so an app that imports two rules ships two messages and
 * not the whole catalogue.
 */
export type MessageTexts = Readonly<Record<string, string>>;

/** Builds the issue a rule reports, resolving the text the way every built-in rule does. */
export function issueFor(
  defaultKey: string,
  texts: MessageTexts,
  options: RuleOptions = {},
  params?: MessageParams,
): ValidationIssue {
  const key = options.key ?? defaultKey;
  // A swapped key outside the family keeps the rule's own English text: better than showing a raw key
  // to shoppers of a locale that has not translated it yet.
  const template = options.message ?? texts[key] ?? texts[defaultKey] ?? key;
  return { key, message: interpolate(template, params), ...(params ? { params } : {}) };
}

/**
 * The internal twin of `createRule` for built-in rules: same issue shape, text from the family's texts.
 * The issue is resolved once because rules run on every keystroke and the text never changes between runs.
 */
export function defineRule<TValue>(
  defaultKey: string,
  texts: MessageTexts,
  isValid: (value: TValue) => boolean,
  options?: RuleOptions,
  params?: MessageParams,
): Rule<TValue> {
  const issue = issueFor(defaultKey, texts, options, params);
  return (value) => (isValid(value) ? undefined : issue);
}
