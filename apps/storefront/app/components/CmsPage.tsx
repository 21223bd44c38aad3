import type { ReactNode } from 'react';
import type { PreparedPage } from '../lib/preparedBlocks.server';
import { useStore } from '../lib/useStore';
import { ShopBlocks, type ShopBlocksProps } from './ShopBlocks';

/** Props of {@link CmsPage}. */
export interface CmsPageProps extends Pick<ShopBlocksProps, 'services' | 'personalisation' | 'onBlockProblem'> {
  /** The page, prepared on the server (`preparePage`). */
  page: PreparedPage;
  /** What the page draws after its blocks (the home page's recommendations). */
  children?: ReactNode;
  /** A test id for the article (the CMS 404 page's `not-found-page`). */
  testId?: string;
}

/**
 * A whole page drawn from the CMS (the home page, a page by slug such as `/en-us/promotions`, the `error-4xx` page):
 * its blocks, with the page title as a hidden h1 unless the editor marked a block's title as the h1.
 *
 * @example
 * <CmsPage page={loaderData.page} services={useBlockServices(loaderData.articleResults)} />
 */
export function CmsPage({ page, services, personalisation, onBlockProblem, children, testId }: CmsPageProps) {
  const { preview } = useStore();
  return (
    <article className="cms-page" data-testid={testId}>
      {page.hasBlockH1 ? null : <h1 className="sb-visually-hidden">{page.title}</h1>}
      <ShopBlocks
        blocks={page.blocks}
        preview={preview}
        services={services}
        personalisation={personalisation}
        onBlockProblem={onBlockProblem}
      />
      {children}
    </article>
  );
}
