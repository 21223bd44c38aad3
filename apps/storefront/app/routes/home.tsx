import { BlockRenderer, type BlockProblemReport } from '@switchback/content-blocks';
import type { Route } from './+types/home';
import { sessionContext, storeContext } from '../lib/context.server';
import { loadHomePage } from '../lib/homePage.server';
import { pageMeta } from '../lib/pageMeta';
import { reportBlockProblem } from '../lib/reportBlockProblem';

export async function loader({ request, context }: Route.LoaderArgs) {
  const store = context.get(storeContext);
  const page = await loadHomePage(context.get(sessionContext), store, new URL(request.url), request.signal);
  return { page, preview: store.preview };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.page?.title ?? 'Home', loaderData?.page?.description ?? 'Switchback: apparel and footwear for the trail.');

// Shoppers never see a block that could not be drawn; the server log should (once, see reportBlockProblem).
function logBlockProblem(pageId: string) {
  return (problem: BlockProblemReport) => {
    if (import.meta.env.SSR) reportBlockProblem(pageId, problem);
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, preview } = loaderData;
  if (!page) {
    return (
      <section className="page" aria-labelledby="page-title">
        <h1 id="page-title">Switchback</h1>
        <p>No home page content is published for this store yet.</p>
      </section>
    );
  }
  // The editor marks the block whose title is the page's h1; without one the page title is the (hidden) h1.
  const hasBlockH1 = page.blocks.some((block) => block.titleH1 === true);
  return (
    <article className="cms-page">
      {hasBlockH1 ? null : <h1 className="sb-visually-hidden">{page.title}</h1>}
      <BlockRenderer blocks={page.blocks} preview={preview} onBlockProblem={logBlockProblem(page.id)} />
    </article>
  );
}
