import { Pagination, type RenderLink } from '@switchback/ui';
import '@switchback/ui/css/Pagination.css';
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

// Page links stay inside the store: locale, preview mode and carried query parameters (StoreLink).
const renderStoreLink: RenderLink = ({ href, ...props }) => <StoreLink to={href} {...props} />;

/**
 * The member's orders, newest first, ten a page, with the design system's Pagination between pages: real links
 * (so it works without JavaScript), "Newer orders" and "Older orders" as its Previous and Next, the page numbers
 * from 768px with the current one marked `aria-current="page"`, "Page 2 of 3" on phones.
 */
export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  const TEXT = useAccountText().accountMisc;
  const { page, pages, orders, lang } = loaderData;
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{TEXT.ordersTitle}</h1>
      <OrderSummaryList orders={orders} lang={lang} />
      <Pagination
        className="account-pagination"
        page={page}
        pageCount={pages}
        hrefFor={(target) => (target === 1 ? '/account/orders' : `/account/orders?page=${target}`)}
        label={TEXT.orderPages}
        previousLabel={TEXT.newerOrders}
        nextLabel={TEXT.olderOrders}
        pageLabel={(target) => TEXT.pageOf(target, pages)}
        summary={TEXT.pageOf}
        renderLink={renderStoreLink}
      />
    </section>
  );
}
