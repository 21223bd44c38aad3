import type { Route } from './+types/account';
import { AccountSection } from '../components/account/Field';
import { OrderSummaryList } from '../components/account/OrderSummaryList';
import { PageContent } from '../components/PageContent';
import { StoreLink } from '../components/StoreLink';
import { loadContentSlot } from '../lib/servicePages.server';
import { toOrderSummary } from '../lib/accountOrders';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.account;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(accountContext);
  const store = context.get(storeContext);
  const [profile, history, content] = await Promise.all([
    account.profile(),
    account.api.consumer.getPurchaseHistory({ start: 0, count: 3 }, { signal: request.signal }),
    // The fixed-name CMS page `account` (commerce-core §7 content by name).
    loadContentSlot(context, request, 'account'),
  ]);
  const details = profile.consumerDetails;
  const main = details.address?.find((entry) => entry.main && entry.approachType !== 'B') ?? details.address?.[0];
  return {
    lang: store.lang,
    firstName: details.firstName ?? null,
    email: details.email ?? '',
    partial: profile.isPartiallyEnrolled === true,
    mainAddress: main
      ? [main.addressLine1, main.addressLine2, main.city, main.postalCode, main.countryCode ?? main.country]
          .filter(Boolean)
          .join(', ')
      : null,
    isLoyaltyMember: profile.isLoyaltyMember === true,
    points: profile.loyaltySummary?.points?.balance ?? profile.currentLoyaltyPoints ?? 0,
    orders: history.orders.map(toOrderSummary),
    content,
  };
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountHome;
  const data = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      <p className="account-greeting">{TEXT.greeting(data.firstName)}</p>
      <p>
        {TEXT.signedInAs} <strong>{data.email}</strong>
      </p>
      <PageContent page={data.content} />
      {data.partial ? (
        <p className="account-notice">
          {TEXT.completeProfile} <StoreLink to="/account/profile">{TEXT.completeProfileLink}</StoreLink>
        </p>
      ) : null}
      <AccountSection id="overview-address" title={TEXT.mainAddress}>
        <p>{data.mainAddress ?? TEXT.noAddress}</p>
        <p>
          <StoreLink to="/account/addresses">{TEXT.manageAddresses}</StoreLink>
        </p>
      </AccountSection>
      <AccountSection id="overview-orders" title={TEXT.recentOrders}>
        <OrderSummaryList orders={data.orders} lang={data.lang} />
        <p>
          <StoreLink to="/account/orders">{TEXT.allOrders}</StoreLink>
        </p>
      </AccountSection>
      <AccountSection id="overview-points" title={TEXT.points}>
        {data.isLoyaltyMember ? (
          <p>
            <span data-testid="points-balance">{data.points}</span> points ·{' '}
            <StoreLink to="/account/loyalty">{TEXT.seeVouchers}</StoreLink>
          </p>
        ) : (
          <p>
            {TEXT.notMember} <StoreLink to="/xplr-pass">{TEXT.joinPass}</StoreLink>
          </p>
        )}
      </AccountSection>
    </section>
  );
}
