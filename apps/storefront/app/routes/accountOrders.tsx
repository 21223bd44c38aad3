import type { Route } from './+types/accountOrders';
import { OrderSummaryList } from '../components/account/OrderSummaryList';
import { StoreLink } from '../components/StoreLink';
import { toOrderSummary } from '../lib/accountOrders';
import { accountContext } from '../lib/accountSession.server';
import { storeContext } from '../lib/context.server';
import { isSupportedLocale } from '../lib/locales';
import { pageMeta } from '../lib/pageMeta';
import { useAccountText, accountMessagesFor } from '../lib/accountText';

const PAGE_SIZE = 10;

export const meta: Route.MetaFunction = ({ params }) => {
  const [title, description] = accountMessagesFor(isSupportedLocale(params['locale']) ? params['locale'] : 'en-us')
    .accountMeta.orders;
  return pageMeta(title, description, { noindex: true });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = context.get(accountContext);
  const store = context.get(storeContext);
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  const history = await api.consumer.getPurchaseHistory(
    { start: (page - 1) * PAGE_SIZE, count: PAGE_SIZE },
    { signal: request.signal },
  );
  const total = history.total ?? history.orders.length;
  return {
    lang: store.lang,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    orders: history.orders.map(toOrderSummary),
  };
}

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountMisc;
  const { page, pages, orders, lang } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.ordersTitle}</h1>
      <OrderSummaryList orders={orders} lang={lang} />
      {pages > 1 ? (
        <nav className="account-pagination" aria-label={TEXT.orderPages}>
          {page > 1 ? <StoreLink to={`/account/orders?page=${page - 1}`}>{TEXT.newerOrders}</StoreLink> : null}
          <span>{TEXT.pageOf(page, pages)}</span>
          {page < pages ? <StoreLink to={`/account/orders?page=${page + 1}`}>{TEXT.olderOrders}</StoreLink> : null}
        </nav>
      ) : null}
    </section>
  );
}
