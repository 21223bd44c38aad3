import { Button, Checkbox } from '@switchback/ui';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountSubscriptions';
import { FormMessage, useFocusFirstError } from '../components/account/Field';
import { StoreLink } from '../components/StoreLink';
import { saveSubscriptions } from '../lib/accountActions.server';
import type { FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us').accountMeta.subscriptions;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(accountContext);
  const [profile, { subscriptions }] = await Promise.all([account.profile(), account.api.consumer.getSubscriptions({ signal: request.signal })]);
  const on = (channel: string) => subscriptions.some((entry) => entry.type === 'Newsletter' && entry.channel === channel && entry.optin === true);
  const phone = profile.consumerDetails.phone ? `${profile.consumerDetails.phoneCode ?? ''} ${profile.consumerDetails.phone}`.trim() : null;
  return { email: profile.consumerDetails.email ?? '', phone, newsletter: on('email'), sms: on('sms') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const outcome = await saveSubscriptions(account.api, await request.formData(), await account.profile(), { locale: context.get(storeContext).locale, signal: request.signal });
  account.changed();
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountSubscriptions;
  const mine = actionData?.form === 'subscriptions' ? actionData : undefined;
  const formRef = useFocusFirstError(mine);
  const smsError = mine?.errors?.sms;
  const checked = (name: 'newsletter' | 'sms') => (mine && !mine.ok && mine.values ? mine.values[name] === 'true' : loaderData[name]);
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <Form method="post" ref={formRef} className="account-form" key={`${loaderData.newsletter}-${loaderData.sms}-${smsError ?? ''}`}>
        <FormMessage outcome={actionData} form="subscriptions" />
        <fieldset className="account-fieldset">
          <legend>{TEXT.legend}</legend>
          <Checkbox id="subscription-newsletter" name="newsletter" label={TEXT.newsletter} defaultChecked={checked('newsletter')} hint={TEXT.newsletterHint(loaderData.email)} />
          <Checkbox
            id="subscription-sms"
            name="sms"
            label={TEXT.sms}
            defaultChecked={checked('sms')}
            hint={
              <>
                {TEXT.smsHint(loaderData.phone)} <StoreLink to="/terms/sms">{TEXT.smsTerms}</StoreLink>
              </>
            }
            error={
              smsError ? (
                <>
                  {smsError} <StoreLink to="/account/profile">{TEXT.addPhone}</StoreLink>
                </>
              ) : undefined
            }
          />
        </fieldset>
        <Button type="submit">
          {TEXT.save}
        </Button>
      </Form>
    </section>
  );
}
