import { formatMoney } from '@switchback/cart';
import type { Route } from './+types/accountLoyalty';
import { StoreLink } from '../components/StoreLink';
import { accountContext, signInPath } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.loyalty;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const account = context.get(accountContext);
  const store = context.get(storeContext);
  const profile = await account.profile();
  // A non-member joins through the loyalty sign-up step of the sign-in flow (spec §2), then comes back here.
  if (profile.isLoyaltyMember !== true)
    return { lang: store.lang, member: false as const, loyaltySignUp: `${signInPath(new URL(request.url))}&loyalty=1` };
  const loyalty = await account.api.consumer.getLoyaltyVouchers({ signal: request.signal });
  const points = loyalty.currentLoyaltyPoints ?? 0;
  return {
    lang: store.lang,
    member: true as const,
    points,
    vouchers: (loyalty.applicableLoyaltyVouchers ?? []).map((voucher) => ({
      id: voucher.id ?? String(voucher.points),
      points: voucher.points ?? 0,
      amount: voucher.amountInCurrency ?? 0,
      currency: voucher.currency ?? 'USD',
      eligible: voucher.eligible === true,
    })),
  };
}

export default function AccountLoyalty({ loaderData }: Route.ComponentProps) {
  const { accountLoyalty: TEXT, colon } = useAccountText();
  const data = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.title}</h1>
      {!data.member ? (
        <p>
          {TEXT.notMember} <a href={data.loyaltySignUp}>{TEXT.join}</a> ·{' '}
          <StoreLink to="/xplr-pass">{TEXT.about}</StoreLink>
        </p>
      ) : (
        <>
          <p className="account-points">
            {TEXT.balance}
            {colon}
            <strong data-testid="points-balance">{data.points}</strong> ·{' '}
            <StoreLink to="/xplr-pass">{TEXT.pass}</StoreLink>
          </p>
          <h2>{TEXT.vouchers}</h2>
          <p>{TEXT.vouchersHint}</p>
          <table className="account-table">
            <thead>
              <tr>
                <th scope="col">{TEXT.points}</th>
                <th scope="col">{TEXT.value}</th>
                <th scope="col">{TEXT.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.vouchers.map((voucher) => (
                <tr key={voucher.id} data-testid="voucher">
                  <td>{voucher.points}</td>
                  <td>{formatMoney(voucher.amount, voucher.currency, data.lang)}</td>
                  <td>{voucher.eligible ? TEXT.eligible : TEXT.notYet(Math.max(0, voucher.points - data.points))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
