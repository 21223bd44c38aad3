import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useLoaderData } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { answerShopRequests, shopRoute, ShopStory } from '../../testing/shopStory';
import { ProductSetLinks } from './ProductSetLinks';
import { ProductSetMemberCard, type SetAddResult } from './ProductSetMemberCard';
import type { ProductSetMember } from './productSet.server';

const SET_PATH = '/set/the-ridgeline-hiker-men-SBSET10001';
const colorParam = (productId: string) => `color-${productId}`;

/** The members of the set, each colour with its own sizes and stock. */
const MEMBERS: (Omit<ProductSetMember, 'selectedColor' | 'sizes'> & {
  sizes: Record<string, ProductSetMember['sizes']>;
})[] = [
  {
    id: 'SBJK10026',
    name: 'Alpenglow Parka',
    path: '/p/alpenglow-parka-SBJK10026',
    image: { url: '/media/shell-jacket-cutout.svg', alt: 'Alpenglow Parka in slate, front', width: 800, height: 1000 },
    price: { currency: 'USD', current: 289, original: 359 },
    colors: [
      { code: 'SLT', name: 'Slate' },
      { code: 'PLM', name: 'Plum' },
    ],
    sizes: {
      SLT: [
        { size: 'S', upc: 'SLT-S', available: false },
        { size: 'M', upc: 'SLT-M', available: true },
        { size: 'L', upc: 'SLT-L', available: true },
      ],
      PLM: [{ size: 'L', upc: 'PLM-L', available: true }],
    },
    maxQty: 5,
  },
  {
    id: 'SBFW10003',
    name: 'Ridgeline Mid Hiking Boot',
    path: '/p/ridgeline-mid-hiking-boot-SBFW10003',
    image: { url: '/media/category-hiking-boots.svg', alt: 'Ridgeline Mid boot, side view', width: 800, height: 1000 },
    price: { currency: 'USD', current: 189 },
    colors: [{ code: 'BRN', name: 'Bark' }],
    sizes: {
      BRN: [
        { size: '9', upc: 'BRN-9', available: true },
        { size: '10', upc: 'BRN-10', available: false },
      ],
    },
    maxQty: 5,
  },
];

/**
 * The set page's route answered over the network: its loader (each member in the colour its `color-{id}` parameter
 * asks for) and its add-to-cart action (one member at a time; the boot's last size 9 is refused).
 */
const setRoute = [
  http.get(shopRoute('/:locale/set/:slug'), async ({ request }) => {
    await delay(150);
    const url = new URL(request.url);
    const members: ProductSetMember[] = MEMBERS.map(({ sizes, ...member }) => {
      const asked = url.searchParams.get(colorParam(member.id));
      const selectedColor = member.colors.some((color) => color.code === asked)
        ? asked
        : (member.colors[0]?.code ?? null);
      return { ...member, selectedColor, sizes: (selectedColor ? sizes[selectedColor] : undefined) ?? [] };
    });
    return HttpResponse.json({ lang: 'en-US', name: 'The Ridgeline Hiker (Men)', members });
  }),
  http.post(shopRoute('/:locale/set/:slug'), async ({ request }) => {
    const form = await request.formData();
    await delay(150);
    const productId = String(form.get('productId'));
    const result: SetAddResult =
      productId === 'SBFW10003'
        ? { ok: false, productId, message: 'Sorry, size 9 has just sold out.' }
        : { ok: true, productId, message: `Added to your cart: size ${String(form.get('size'))}.` };
    return HttpResponse.json(result, { status: result.ok ? 200 : 409 });
  }),
];

function SetMembers() {
  const { lang, name, members } = useLoaderData() as { lang: string; name: string; members: ProductSetMember[] };
  return (
    <section className="page product-set" aria-labelledby="page-title">
      <h1 id="page-title">{name}</h1>
      <ul className="product-set__members">
        {members.map((member) => (
          <li key={member.id}>
            <ProductSetMemberCard member={member} setPath={SET_PATH} colorParam={colorParam(member.id)} lang={lang} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The members of a product set page (`/set/…`), each with its colours, sizes and own "Add to cart". */
function SetPage({ url }: { url: string }) {
  return <ShopStory url={url} path="/:locale/set/:slug" pageData page={SetMembers} />;
}

const meta = {
  title: 'Storefront/Product set',
  component: SetPage,
  args: { url: `/en-us${SET_PATH}` },
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    await answerShopRequests(...setRoute);
  },
} satisfies Meta<typeof SetPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each member with its picture, price, colours and sizes (sold-out sizes disabled). */
export const Members: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const parka = await canvas.findByRole('article', { name: 'Details of Alpenglow Parka' });
    await expect(within(parka).getByRole('radio', { name: /^S/ })).toBeDisabled();
    await expect(within(parka).getByRole('link', { name: 'Slate' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Add to cart Ridgeline Mid Hiking Boot' })).toBeEnabled();
  },
};

/**
 * Another colour of one member: its sizes change, the other member keeps its choice. Plum comes in L only, so L is
 * chosen for the shopper (as without JavaScript, where the page is drawn anew), ready for "Add to cart".
 */
export const ChangeColour: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const parka = await canvas.findByRole('article', { name: 'Details of Alpenglow Parka' });
    await expect(within(parka).getByRole('radio', { name: 'L' })).not.toBeChecked();
    await userEvent.click(within(parka).getByRole('link', { name: 'Plum' }));
    await waitFor(() =>
      expect(within(parka).getByRole('link', { name: 'Plum' })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(within(parka).getAllByRole('radio')).toHaveLength(1);
    await expect(within(parka).getByRole('radio', { name: 'L' })).toBeEnabled();
    await expect(within(parka).getByRole('radio', { name: 'L' })).toBeChecked();
    // Back to Slate (three sizes): none is chosen for the shopper.
    await userEvent.click(within(parka).getByRole('link', { name: 'Slate' }));
    await waitFor(() => expect(within(parka).getAllByRole('radio')).toHaveLength(3));
    await expect(within(parka).getByRole('radio', { name: 'L' })).not.toBeChecked();
  },
};

/** Adding one member: the answer shows under that member only; a refusal under the other. */
export const AddMembers: Story = {
  play: async ({ canvas }) => {
    const parka = await canvas.findByRole('article', { name: 'Details of Alpenglow Parka' });
    await userEvent.click(within(parka).getByRole('radio', { name: 'M' }));
    await userEvent.click(within(parka).getByRole('button', { name: 'Add to cart Alpenglow Parka' }));
    await waitFor(() => expect(within(parka).getByRole('status')).toHaveTextContent('Added to your cart: size M.'));
    const boot = canvas.getByRole('article', { name: 'Details of Ridgeline Mid Hiking Boot' });
    await expect(within(boot).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(boot).getByRole('radio', { name: '9' }));
    await userEvent.click(within(boot).getByRole('button', { name: 'Add to cart Ridgeline Mid Hiking Boot' }));
    await waitFor(() => expect(within(boot).getByRole('status')).toHaveTextContent('Sorry, size 9 has just sold out.'));
  },
};

/** "Part of a set" on a product page: a link to each set the product belongs to. */
export const PartOfASet: Story = {
  render: () => (
    <ShopStory
      url="/en-us/p/alpenglow-parka-SBJK10026"
      page={() => (
        <ProductSetLinks
          heading="Part of a set"
          sets={[
            { id: 'SBSET10001', name: 'The Ridgeline Hiker (Men)', path: SET_PATH },
            { id: 'SBSET10004', name: 'Winter Summit Layers', path: '/set/winter-summit-layers-SBSET10004' },
          ]}
        />
      )}
    />
  ),
  play: async ({ canvas }) => {
    const section = await canvas.findByRole('region', { name: 'Part of a set' });
    await expect(within(section).getByRole('link', { name: 'The Ridgeline Hiker (Men)' })).toHaveAttribute(
      'href',
      `/en-us${SET_PATH}`,
    );
  },
};
