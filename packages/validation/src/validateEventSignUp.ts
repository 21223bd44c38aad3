import { nameRule } from './nameRule';
import { requiredCheckboxRule } from './requiredRule';
import type { ValidateOptions } from './validateField';
import type { FieldErrors } from './validateForm';
import { validateForm } from './validateForm';

export const eventSignUpMessages = { 'validation.eventSignUp.guestName': 'Guest name is not valid.' } as const;

/**
 * The event join form's values (content-blocks §3 registration payload): the terms checkbox and the
 * plus-one guest's name.
 *
 * @example
 * ```ts
 * const values: EventSignUpValues = { eventTermsAccepted: true, plusOne: 'Grace Hopper' };
 * ```
 */
export interface EventSignUpValues {
  readonly eventTermsAccepted?: boolean | null;
  readonly plusOne?: string | null;
}

/**
 * Options of {@link validateEventSignUp}.
 *
 * @example
 * ```ts
 * const options: EventSignUpOptions = { enablePlusOne: true };
 * ```
 */
export interface EventSignUpOptions extends ValidateOptions {
  /** The event's `enablePlusOne`: only then is there a guest-name field to check. */
  readonly enablePlusOne?: boolean;
}

/**
 * Validates the event join form (content-blocks §5): the terms checkbox is required ('required
 * checkbox'); the guest name, when plus-one is enabled and the field is filled, must be a valid name
 * ('Guest name is not valid.', `validation.eventSignUp.guestName`). The email is read-only from the
 * profile, so it is not checked here. Returns field → message.
 *
 * @example
 * ```ts
 * import { validateEventSignUp } from '@switchback/validation';
 *
 * validateEventSignUp({ eventTermsAccepted: true, plusOne: 'R2-D2' }, { enablePlusOne: true });
 * // { plusOne: 'Guest name is not valid.' }
 * ```
 */
export function validateEventSignUp(
  values: EventSignUpValues,
  options: EventSignUpOptions = {},
): FieldErrors<'eventTermsAccepted' | 'plusOne'> {
  return validateForm(
    values,
    {
      eventTermsAccepted: [requiredCheckboxRule()],
      plusOne: options.enablePlusOne
        ? [
            nameRule({
              key: 'validation.eventSignUp.guestName',
              message: eventSignUpMessages['validation.eventSignUp.guestName'],
            }),
          ]
        : [],
    },
    options,
  );
}
