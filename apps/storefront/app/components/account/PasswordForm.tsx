import { Button } from '@switchback/ui';
import { useEffect } from 'react';
import { Form } from 'react-router';
import { Field, FormMessage, useFocusFirstError } from './Field';
import type { FormOutcome } from '../../lib/accountForms';
import { useAccountText } from '../../lib/accountText';

/**
 * The change-password form: current password, new password (with the spec §5 requirements as its hint) and its
 * confirmation. A plain POST form, so it works without JavaScript; with it, the first invalid field gets focus
 * after a refusal, and after a change the form is emptied and focus goes to the success line at its top.
 *
 * @example
 * <PasswordForm outcome={actionData} />
 */
export function PasswordForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const TEXT = useAccountText().passwordForm;
  const mine = outcome?.form === 'password' ? outcome : undefined;
  const errors = mine?.errors ?? {};
  const formRef = useFocusFirstError(mine);
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine, formRef]);
  return (
    <Form method="post" ref={formRef} className="account-form" aria-labelledby="page-title" noValidate>
      <FormMessage outcome={outcome} form="password" focusOnSuccess />
      <Field
        id="password-current"
        name="currentPassword"
        type="password"
        label={TEXT.currentPassword}
        error={errors.currentPassword}
        autoComplete="current-password"
        required
      />
      <Field
        id="password-new"
        name="newPassword"
        type="password"
        label={TEXT.newPassword}
        hint={TEXT.newPasswordHint}
        error={errors.newPassword}
        autoComplete="new-password"
        required
      />
      <Field
        id="password-confirm"
        name="confirmPassword"
        type="password"
        label={TEXT.confirmPassword}
        error={errors.confirmPassword}
        autoComplete="new-password"
        required
      />
      <Button type="submit">{TEXT.submit}</Button>
    </Form>
  );
}
