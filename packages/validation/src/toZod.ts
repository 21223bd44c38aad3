import * as z from 'zod/mini';
import type { Rule } from './createRule';
import type { ValidateOptions } from './validateField';
import { validateField } from './validateField';

/** The check that runs a rule list inside any zod schema and reports the first issue as a custom zod issue. */
function rulesCheck<TValue>(rules: ReadonlyArray<Rule<TValue>>, options: ValidateOptions): z.core.$ZodCheck<TValue> {
  return z.superRefine((value: TValue, ctx) => {
    const issue = validateField(value, rules, options);
    if (issue) {
      ctx.addIssue({ code: 'custom', message: issue.message, params: { key: issue.key, ...issue.params } });
    }
  });
}

/**
 * A zod schema for one text field built from rules: it accepts a string, `null` or `undefined`
 * (missing form values become `''`, so `requiredRule` answers instead of zod's type error) and outputs
 * a string. A failing rule becomes one custom zod issue carrying the rule's message and
 * `params.key`, the catalogue key. It is built with `zod/mini` and works inside `zod` and `zod/mini`
 * objects alike.
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
    .check(rulesCheck(rules, options));
}

/**
 * A zod schema (classic `zod` or `zod/mini`) of any type.
 *
 * @example
 * ```ts
 * const schema: CheckableSchema = z.boolean();
 * ```
 */
export type CheckableSchema = z.core.$ZodType & { check(...checks: never[]): unknown };

/**
 * Adds rules to a schema you already have, for fields that are not text: a checkbox (`z.boolean()`), a
 * number, a select. The schema keeps its type and its own checks run first; then the first failing rule
 * becomes a custom issue with `params.key`. Works with classic `zod` and `zod/mini` schemas.
 *
 * @example
 * ```ts
 * import { z } from 'zod/mini';
 * import { numberMaxRule, requiredCheckboxRule, withRules } from '@switchback/validation';
 *
 * const terms = withRules(z.boolean(), [requiredCheckboxRule()]);
 * const quantity = withRules(z.number(), [numberMaxRule(999999)]);
 * ```
 */
export function withRules<TSchema extends CheckableSchema>(
  schema: TSchema,
  rules: ReadonlyArray<Rule<z.core.output<TSchema>>>,
  options: ValidateOptions = {},
): TSchema {
  // check() returns a new schema of the same class in both zod flavours; its parameter type depends on
  // `this`, which a generic cannot name, hence the cast.
  return (schema.check as (this: TSchema, ...checks: Array<z.core.$ZodCheck<z.core.output<TSchema>>>) => TSchema).call(
    schema,
    rulesCheck(rules, options),
  );
}
