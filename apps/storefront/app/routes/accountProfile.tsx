import { data, Form } from 'react-router';
import { Button } from '@switchback/ui';
import type { Route } from './+types/accountProfile';
import { AccountSection } from '../components/account/Field';
import { PageContent } from '../components/PageContent';
import { loadContentSlot } from '../lib/servicePages.server';
import { ProfileForm } from '../components/account/ProfileForm';
import { StoreLink, useStoreHref } from '../components/StoreLink';
import { saveProfile } from '../lib/accountActions.server';
import { countryOfLocale, displayBirthDate, phoneCountryOf, type FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.profile;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ context, request }: Route.LoaderArgs) {
  // The fixed-name CMS page `account-profile` (commerce-core §7) above the form.
  const [profile, content] = await Promise.all([
    context.get(accountContext).profile(),
    loadContentSlot(context, request, 'account-profile'),
  ]);
  const { locale } = context.get(storeContext);
  const details = profile.consumerDetails;
  const country = details.country ?? countryOfLocale(locale);
  return {
    locale,
    content,
    profile: {
      firstName: details.firstName ?? '',
      lastName: details.lastName ?? '',
      email: details.email ?? '',
      phoneCountry: phoneCountryOf(details.phoneCode, country),
      phone: details.phone ?? '',
      birthDate: displayBirthDate(details.birthDate, locale),
      gender: details.gender ?? '',
      shoeSize: profile.preferences?.preferredShoeSize ?? '',
      interests: profile.preferences?.interests ?? '',
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const { locale } = context.get(storeContext);
  const outcome = await saveProfile(account.api, await request.formData(), { locale, signal: request.signal });
  account.changed();
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const text = useAccountText();
  const [title] = text.accountMeta.profile;
  const dataHref = useStoreHref('/account/my-data');
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <PageContent page={loaderData.content} />
      <ProfileForm profile={loaderData.profile} locale={loaderData.locale} outcome={actionData} />
      <p className="account-section">
        <StoreLink to="/account/password">{text.passwordForm.link}</StoreLink>
      </p>
      <AccountSection id="my-data" title={text.accountData.title}>
        <p>{text.accountData.text}</p>
        {/* A document request, so the browser saves the answer as a file (with or without JavaScript). */}
        <Form method="post" action={dataHref} reloadDocument>
          <Button type="submit" variant="secondary">
            {text.accountData.download}
          </Button>
        </Form>
      </AccountSection>
    </section>
  );
}
