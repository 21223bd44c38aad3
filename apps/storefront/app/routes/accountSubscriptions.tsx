import { Button, Checkbox } from '@switchback/ui';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountSubscriptions';
import { AccountSection, FormMessage, useFocusFirstError } from '../components/account/Field';
import { StoreLink } from '../components/StoreLink';
import { saveNotificationPreferences, saveSubscriptions } from '../lib/accountActions.server';
import { NOTIFICATION_CHANNELS, type FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.subscriptions;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(accountContext);
  const [profile, { subscriptions }] = await Promise.all([
    account.profile(),
    account.api.consumer.getSubscriptions({ signal: request.signal }),
  ]);
  const on = (channel: string) =>
    subscriptions.some((entry) => entry.type === 'Newsletter' && entry.channel === channel && entry.optin === true);
  const phone = profile.consumerDetails.phone
    ? `${profile.consumerDetails.phoneCode ?? ''} ${profile.consumerDetails.phone}`.trim()
    : null;
  const preferences = profile.notificationPreferences ?? {};
  // Order and service notifications: e-mail unless the shopper turned it off; text and push only when turned on.
  const notify = { email: preferences.email !== false, sms: preferences.sms === true, push: preferences.push === true };
  return { email: profile.consumerDetails.email ?? '', phone, newsletter: on('email'), sms: on('sms'), notify };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const form = await request.formData();
  const options = { locale: context.get(storeContext).locale, signal: request.signal };
  const outcome =
    form.get('intent') === 'notifications'
      ? await saveNotificationPreferences(account.api, form, await account.profile(), options)
      : await saveSubscriptions(account.api, form, await account.profile(), options);
  account.changed();
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountSubscriptions;
  const mine = actionData?.form === 'subscriptions' ? actionData : undefined;
  const formRef = useFocusFirstError(mine);
  const smsError = mine?.errors?.sms;
  const checked = (name: 'newsletter' | 'sms') =>
    mine && !mine.ok && mine.values ? mine.values[name] === 'true' : loaderData[name];
  const notifications = actionData?.form === 'notifications' ? actionData : undefined;
  const notificationsRef = useFocusFirstError(notifications);
  const notifySmsError = notifications?.errors?.sms;
  const notifyChecked = (channel: (typeof NOTIFICATION_CHANNELS)[number]) =>
    notifications && !notifications.ok && notifications.values
      ? notifications.values[channel] === 'true'
      : loaderData.notify[channel];
  const channelLabel = { email: TEXT.notifyEmail, sms: TEXT.notifySms, push: TEXT.notifyPush };
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <Form
        method="post"
        ref={formRef}
        className="account-form"
        key={`${loaderData.newsletter}-${loaderData.sms}-${smsError ?? ''}`}
      >
        <FormMessage outcome={actionData} form="subscriptions" />
        <fieldset className="account-fieldset">
          <legend>{TEXT.legend}</legend>
          <Checkbox
            id="subscription-newsletter"
            name="newsletter"
            label={TEXT.newsletter}
            defaultChecked={checked('newsletter')}
            hint={TEXT.newsletterHint(loaderData.email)}
          />
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
        <Button type="submit">{TEXT.save}</Button>
      </Form>
      <AccountSection id="notification-preferences" title={TEXT.notificationsTitle}>
        <Form
          method="post"
          ref={notificationsRef}
          className="account-form"
          key={`${NOTIFICATION_CHANNELS.map((channel) => String(loaderData.notify[channel])).join('-')}-${notifySmsError ?? ''}`}
        >
          <input type="hidden" name="intent" value="notifications" />
          <FormMessage outcome={actionData} form="notifications" />
          <fieldset className="account-fieldset">
            <legend>{TEXT.notificationsLegend}</legend>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <Checkbox
                key={channel}
                id={`notify-${channel}`}
                name={`notify-${channel}`}
                label={channelLabel[channel]}
                defaultChecked={notifyChecked(channel)}
                error={
                  channel === 'sms' && notifySmsError ? (
                    <>
                      {notifySmsError} <StoreLink to="/account/profile">{TEXT.addPhone}</StoreLink>
                    </>
                  ) : undefined
                }
              />
            ))}
          </fieldset>
          <Button type="submit">{TEXT.notificationsSave}</Button>
        </Form>
      </AccountSection>
    </section>
  );
}
