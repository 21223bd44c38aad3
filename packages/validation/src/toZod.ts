import * as z from 'zod/mini';
import type { Rule } from './createRule';
import type { ValidateOptions } from './validateField';
import { validateField } from './validateField';

/**
 * A zod schema for one text field built from rules: it accepts a string, `null` or `undefined`
 * (missing form values become `''`, so `requiredRule` answers instead of zod's type error) and outputs
 * a string. A failing rule becomes one custom zod issue carrying the rule's message and
 * `params.key`, the catalogue key.
 *
 * @example
 * ```ts
 * import { z } from 'zod';
 * import { emailRule, passwordRule, requiredRule, toZod } from '@switchback/validation';
 *
 * const signIn = z.object({
 *   email: toZod([requiredRule(), emailRule({ maxLength: 100 })]),
 *   password: toZod([requiredRule(), passwordRule()]),
 * });
 * signIn.safeParse({ email: 'ada@example', password: '' }).error?.issues[0]?.message; // 'Email is not valid'
 * ```
 */
export function toZod(
  rules: ReadonlyArray<Rule<string>>,
  options: ValidateOptions = {},
): z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, z.ZodMiniString<string>> {
  // zod/mini keeps browser bundles small; its schemas compose inside `zod` (classic) objects as well.
  return z
    .pipe(
      z.transform((value: unknown) => value ?? ''),
      z.string(),
    )
    .check(
      z.superRefine((value, ctx) => {
        const issue = validateField(value, rules, options);
        if (issue) {
          ctx.addIssue({ code: 'custom', message: issue.message, params: { key: issue.key, ...issue.params } });
        }
      }),
    );
}
