import { Button } from '@switchback/ui';
import { data, Form } from 'react-router';
import type { Route } from './+types/accountAddresses';
import { AddressForm } from '../components/account/AddressForm';
import { AccountSection, FormMessage } from '../components/account/Field';
import { changeAddresses } from '../lib/accountActions.server';
import { addressValues, countryOfLocale, type FormOutcome } from '../lib/accountForms';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';
import { useRefocusWhenRemoved } from '../lib/useRefocusWhenRemoved';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.addresses;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(storeContext);
  const fresh = await context.get(accountContext).profile();
  const addresses = (fresh.consumerDetails.address ?? []).map((address) => ({
    id: address.addressId ?? address.id ?? '',
    main: address.main === true,
    type: address.approachType === 'B' ? ('B' as const) : ('S' as const),
    lines: [
      [address.firstName, address.lastName].filter(Boolean).join(' '),
      address.addressLine1,
      address.addressLine2,
      [address.city, address.province, address.postalCode].filter(Boolean).join(' '),
      address.countryCode ?? address.country,
      address.phone,
    ].filter((line): line is string => Boolean(line)),
    values: addressValues(address),
  }));
  return {
    addresses,
    blank: {
      email: fresh.consumerDetails.email ?? '',
      country: countryOfLocale(locale),
      firstName: fresh.consumerDetails.firstName ?? '',
      lastName: fresh.consumerDetails.lastName ?? '',
      approachType: 'S',
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const account = context.get(accountContext);
  const outcome = await changeAddresses(account.api, await request.formData(), {
    locale: context.get(storeContext).locale,
    signal: request.signal,
  });
  account.changed();
  return data<FormOutcome>(outcome, { status: outcome.ok ? 200 : 400 });
}

type SavedAddress = Route.ComponentProps['loaderData']['addresses'][number];

function AddressCard({ address, outcome }: { address: SavedAddress; outcome: FormOutcome | undefined }) {
  const TEXT = useAccountText().accountAddresses;
  const line1 = address.values.addressLine1;
  const editOpen = outcome?.form === 'address-edit' && outcome.target === address.id && !outcome.ok;
  return (
    <li
      className="account-card"
      data-testid="address-card"
      aria-label={`${line1}${address.main ? `, ${TEXT.main}` : ''}`}
    >
      <address>
        {address.lines.map((line, index) => (
          <span key={index} className="account-card__line">
            {line}
          </span>
        ))}
      </address>
      {address.main ? <p className="account-badge">{TEXT.main}</p> : null}
      <div className="account-card__actions">
        {address.main ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="main" />
            <input type="hidden" name="addressId" value={address.id} />
            <Button type="submit" variant="secondary" size="sm">
              {TEXT.makeMain} <span className="sb-visually-hidden">{line1}</span>
            </Button>
          </Form>
        )}
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="addressId" value={address.id} />
          <Button type="submit" variant="secondary" size="sm">
            {TEXT.remove} <span className="sb-visually-hidden">{line1}</span>
          </Button>
        </Form>
      </div>
      <details className="account-details" open={editOpen}>
        <summary>
          {TEXT.edit} <span className="sb-visually-hidden">{line1}</span>
        </summary>
        <AddressForm
          idPrefix={`address-${address.id}`}
          addressId={address.id}
          values={address.values}
          outcome={outcome}
        />
      </details>
    </li>
  );
}

export default function AccountAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountAddresses;
  const { addresses, blank } = loaderData;
  const groups = [
    { type: 'S' as const, title: TEXT.shipping },
    { type: 'B' as const, title: TEXT.billing },
  ].filter((group) => addresses.some((address) => address.type === group.type));
  // Deleting an address takes the pressed button away: focus goes to the heading, above the message saying so.
  const heading = useRefocusWhenRemoved<HTMLHeadingElement>(addresses.map((address) => address.id).join());
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" ref={heading} tabIndex={-1}>
        {TEXT.title}
      </h1>
      <FormMessage outcome={actionData} form="address-list" />
      {addresses.length === 0 ? <p>{TEXT.none}</p> : null}
      {groups.map((group) => (
        <AccountSection key={group.type} id={`addresses-${group.type}`} title={group.title}>
          <ul className="account-cards">
            {addresses
              .filter((address) => address.type === group.type)
              .map((address) => (
                <AddressCard key={address.id} address={address} outcome={actionData} />
              ))}
          </ul>
        </AccountSection>
      ))}
      <AccountSection id="address-add" title={TEXT.add}>
        {/* A new, empty form after each address added. */}
        <AddressForm key={addresses.length} idPrefix="new-address" values={blank} outcome={actionData} />
      </AccountSection>
    </section>
  );
}
