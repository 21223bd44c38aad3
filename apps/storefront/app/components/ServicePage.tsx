import type { ReactNode } from 'react';
import { useBlockServices } from '../lib/blockServices';
import type { PreparedPage } from '../lib/preparedBlocks.server';
import { ShopBlocks } from './ShopBlocks';
import './ServicePage.css';

/**
 * A help, policy or terms page (commerce-core §2) drawn from its CMS page: the page title as the visible h1 (unless
 * a block is marked as the h1), then its content blocks in a reading-width column, then any extra content of the
 * route (the contact form).
 *
 * @example
 * <ServicePage page={loaderData.page} preview={loaderData.preview} />
 */
export function ServicePage({
  page,
  preview,
  children,
}: {
  page: PreparedPage;
  preview: boolean;
  children?: ReactNode;
}) {
  const services = useBlockServices();
  return (
    <article className="page service-page" aria-labelledby="page-title">
      {page.hasBlockH1 ? null : <h1 id="page-title">{page.title}</h1>}
      <ShopBlocks blocks={page.blocks} preview={preview} services={services} />
      {children}
    </article>
  );
}
