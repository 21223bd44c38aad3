import type { BlockProblemReport } from '@switchback/content-blocks';
import type { Route } from './+types/home';
import { sessionContext, storeContext } from '../lib/context.server';
import { loadHomePage } from '../lib/homePage.server';
import { messagesFor } from '../lib/messages';
import { pageAt, pageMeta } from '../lib/pageMeta';
import { useText } from '../lib/useText';
import { reportBlockProblem } from '../lib/reportBlockProblem';
import { useBlockServices } from '../lib/blockServices';
import { loadArticleGridResults } from '../lib/articleGrids.server';
import { forBrowser, personalisePage } from '../lib/personalisation.server';
import { CmsPage } from '../components/CmsPage';
import { ShopBlocks } from '../components/ShopBlocks';
import { preparePage, prepareRecommendations } from '../lib/preparedBlocks.server';

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const session = context.get(sessionContext);
  const page = await loadHomePage(session, store, new URL(request.url), request.signal);
  // Article grids get their first page in the server HTML (and so without JavaScript).
  const [articleResults, personalisation] = await Promise.all([
    page ? loadArticleGridResults(session, store, page.blocks, request.signal) : {},
    // Experience blocks draw the decided variant in the server HTML (decision engine and experiments, with consent).
    personalisePage({ request, context, pageType: 'home', blocks: page?.blocks }),
  ]);
  const recommendations = prepareRecommendations(
    personalisation?.recommendations,
    store.locale,
    'home-recommendations',
    messagesFor(store.locale).homeRecommendations,
  );
  return {
    page: page ? preparePage(page) : null,
    preview: store.preview,
    locale: store.locale,
    articleResults,
    personalisation: forBrowser(personalisation),
    recommendations,
  };
}

export const meta: Route.MetaFunction = (args) => {
  const t = messagesFor(args.loaderData?.locale ?? 'en-us');
  const page = args.loaderData?.page;
  return pageMeta(page?.title ?? t.home, page?.description || t.homeDescription, { at: pageAt(args) });
};

// Shoppers never see a block that could not be drawn; the server log should (once, see reportBlockProblem).
function logBlockProblem(pageId: string) {
  return (problem: BlockProblemReport) => {
    if (import.meta.env.SSR) reportBlockProblem(pageId, problem);
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, preview, articleResults, personalisation, recommendations } = loaderData;
  const t = useText();
  const services = useBlockServices(articleResults);
  if (!page) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Switchback</h1>
        <p>{t.homeEmpty}</p>
      </section>
    );
  }
  return (
    <CmsPage
      page={page}
      services={services}
      personalisation={personalisation}
      onBlockProblem={logBlockProblem(page.id)}
    >
      {recommendations.length > 0 ? (
        <ShopBlocks blocks={recommendations} preview={preview} services={services} personalisation={personalisation} />
      ) : null}
    </CmsPage>
  );
}
