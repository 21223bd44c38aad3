// msw handlers and data for the up-sell block's tests and stories (not exported from the package).
import { delay, http, HttpResponse } from 'msw';

/** Stock per product and sku, as commerce-api's inventory call answers. */
const STOCK: Record<string, Record<string, number>> = {
  SOCKMRN01: { '194000100101': 42 },
  GAITERS02: { '194000100201': 0 },
  BOTTLE003: { '194000100301': 7 },
  BEANIE004: { '194000100401': 3 },
  WAXCARE05: { '194000100501': 12 },
};

/** The inventory lookup; `failing` product ids answer 500. `asked` collects the product ids. */
export function upSellHandlers(
  baseUrl: string,
  asked: string[] = [],
  options: { failing?: string[]; wait?: number } = {},
) {
  return [
    http.get(`${baseUrl}/products/v2/products/:productId/inventory`, async ({ params }) => {
      const productId = String(params.productId);
      asked.push(productId);
      if (options.wait) await delay(options.wait);
      if (options.failing?.includes(productId)) {
        return HttpResponse.json(
          {
            appId: 'products',
            correlationId: 'c-3',
            errorDetails: [{ errorId: 'INV500', message: 'Inventory is unavailable.' }],
          },
          { status: 500 },
        );
      }
      const variants = Object.fromEntries(
        Object.entries(STOCK[productId] ?? {}).map(([sku, quantity]) => [sku, { quantity }]),
      );
      return HttpResponse.json({ productId, variants });
    }),
  ];
}

const item = (
  id: string,
  sku: string,
  name: string,
  price: number,
  image: string,
  productInventoryState: 'InStock' | 'OutOfStock' = 'InStock',
) => ({
  id,
  sku,
  name,
  url: `/en-gb/p/${name.toLowerCase().replace(/[^a-z]+/g, '-')}-${id}`,
  image: { url: `/media/${image}.svg`, alt: name, width: 600, height: 750 },
  price,
  currency: 'GBP',
  productInventoryState,
});

/** "Complete the look" under the Ridgeline boots, as the CMS sends it. */
export const exampleUpSell = {
  id: 'pdp-en-gb-upsell-ridgeline-boot',
  type: 'upSell',
  name: 'Ridgeline boot — complete the look',
  title: 'Complete the look',
  variant: 'cards',
  stackedCount: 3,
  items: [
    item('SOCKMRN01', '194000100101', 'Merino hiking socks', 18, 'category-hiking-boots'),
    item('GAITERS02', '194000100201', 'Trail gaiters', 35, 'category-trail-running'),
    item('BOTTLE003', '194000100301', 'Insulated bottle 750 ml', 28, 'forest-trail'),
    item('BEANIE004', '194000100401', 'Ridge beanie', 22, 'category-fleece'),
    item('WAXCARE05', '194000100501', 'Boot wax and brush kit', 12, 'category-jackets', 'OutOfStock'),
  ],
};
