import { data } from 'react-router';
import type { Route } from './+types/accountPassword';
import { PasswordForm } from '../components/account/PasswordForm';
import { changePassword } from '../lib/accountActions.server';
import type { FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { accountMessagesFor, useAccountText } from '../lib/accountText';
import { sessionContext, storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.password;
  return pageMeta(title, description, { noindex: true });
};

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const { locale } = context.get(storeContext);
  const session = context.get(sessionContext);
  const outcome = await changePassword(account.api, await request.formData(), {
    locale,
    signal: request.signal,
    // commerce-api ends every session of the account: keep this shopper signed in with the new one.
    renew: (renewed) => session.adopt(renewed, { sameConsumer: true }),
  });
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountPassword({ actionData }: Route.ComponentProps) {
  const [title] = useAccountText().accountMeta.password;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <PasswordForm outcome={actionData} />
    </section>
  );
}
