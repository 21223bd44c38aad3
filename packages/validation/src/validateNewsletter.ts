import { emailRule } from './emailRule';
import { requiredCheckboxRule, requiredRule } from './requiredRule';
import type { ValidateOptions } from './validateField';
import type { FieldErrors } from './validateForm';
import { validateForm } from './validateForm';

export const newsletterMessages = { 'validation.newsletter.email': 'Enter your email address to subscribe.' } as const;

/**
 * The newsletter form's values (content-blocks §3).
 *
 * @example
 * ```ts
 * const values: NewsletterValues = { email: 'ada@example.com', policy: true };
 * ```
 */
export interface NewsletterValues {
  readonly email?: string | null;
  readonly policy?: boolean | null;
}

/**
 * Options of {@link validateNewsletter}.
 *
 * @example
 * ```ts
 * const options: NewsletterOptions = { formatHint: true, emailRequiredMessage: 'Your email, please' };
 * ```
 */
export interface NewsletterOptions extends ValidateOptions {
  /** Add the format hint to the invalid-email message (a block setting). */
  readonly formatHint?: boolean;
  /** The block's own text for a missing email (the label-specific message), else `validation.newsletter.email`. */
  readonly emailRequiredMessage?: string;
}

/**
 * Validates the newsletter form (content-blocks §5): the email is required with its own label-specific
 * message ('Enter your email address to subscribe.', `validation.newsletter.email`, or the block's text),
 * must be a valid email (with the format hint when enabled), and the policy checkbox must be ticked
 * ('required checkbox'). Returns field → message.
 *
 * @example
 * ```ts
 * import { validateNewsletter } from '@switchback/validation';
 *
 * validateNewsletter({ email: 'ada@', policy: false }, { formatHint: true });
 * // { email: 'Email is not valid. Use the format name@example.com', policy: 'Please tick this box to continue.' }
 * ```
 */
export function validateNewsletter(
  values: NewsletterValues,
  options: NewsletterOptions = {},
): FieldErrors<'email' | 'policy'> {
  const { formatHint = false, emailRequiredMessage } = options;
  return validateForm(
    values,
    {
      email: [
        requiredRule({
          key: 'validation.newsletter.email',
          message: emailRequiredMessage ?? newsletterMessages['validation.newsletter.email'],
        }),
        emailRule({ hint: formatHint }),
      ],
      policy: [requiredCheckboxRule()],
    },
    options,
  );
}
