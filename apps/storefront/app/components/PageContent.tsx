import { useBlockServices } from '../lib/blockServices';
import type { PreparedPage } from '../lib/preparedBlocks.server';
import { useStore } from '../lib/useStore';
import { ShopBlocks } from './ShopBlocks';

/**
 * A fixed-name CMS page (commerce-core §7 "content by name": `search`, `store-locator`, `order-confirmation`,
 * `account-profile`, …) drawn inside a page of the shop, loaded by `loadContentSlot`; nothing when there is none.
 *
 * @example
 * <PageContent page={loaderData.content} />
 */
export function PageContent({ page }: { page: PreparedPage | null | undefined }) {
  const services = useBlockServices();
  const { preview } = useStore();
  if (!page || page.blocks.length === 0) return null;
  return (
    <div className="page-content" data-content={page.slug}>
      <ShopBlocks blocks={page.blocks} preview={preview} services={services} />
    </div>
  );
}
