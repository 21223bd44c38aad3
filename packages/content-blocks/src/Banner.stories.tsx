import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Banner } from './Banner';
import { bannerBlockSchema, bannerVariants } from './bannerBlockSchema';
import { BlockContextProvider } from './BlockContext';
import { exampleBanner } from './exampleBlocks';

const tentSale = bannerBlockSchema.parse(exampleBanner);

const meta = {
  title: 'Content blocks/Banner',
  component: Banner,
  parameters: { layout: 'fullscreen' },
  args: tentSale,
  argTypes: {
    variant: { control: 'select', options: bannerVariants },
    splitImageWidth: { control: 'inline-radio', options: [60, 50, 40] },
    mediaPosition: { control: 'inline-radio', options: ['left', 'right'] },
    linkType: { control: 'inline-radio', options: ['CTA', 'No-CTA'] },
    captionPosition: { control: 'inline-radio', options: ['off', 'top', 'bottom'] },
    titleStyle: { control: 'select', options: ['display', 'xl', 'lg', 'md', 'sm', 'xs'] },
    textAlignmentSmall: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    textAlignmentLarge: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    hideOnBreakpoint: { control: 'check', options: ['sm', 'md', 'lg'] },
    titleColor: { control: 'color' },
    backgroundColor: { control: 'color' },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Image and text side by side from md, half each. */
export const Standard: Story = {
  args: {
    variant: 'standard',
    title: 'Repairs for life',
    subtitle: 'Broken zip? Delaminated sole? Send it back to us.',
    richText: { html: '<p>Our Kendal workshop fixed 4,200 jackets and 900 pairs of boots last year.</p>' },
    media: {
      url: '/media/category-hiking-boots.svg',
      alt: 'Resoled leather boots on a workbench',
      width: 600,
      height: 750,
    },
    targets: [{ id: 'repairs', text: 'Book a repair', url: '/en-gb/repairs', style: { sm: 'primary' } }],
  },
};

/** The text on a solid panel over the photograph from md, below it on phones. */
export const Overlay: Story = {
  args: { variant: 'overlay' },
  globals: { viewport: { value: 'lg' } },
};

/** One band of text and a link, no image: delivery cut-offs, event reminders. */
export const Thin: Story = {
  args: {
    variant: 'thin',
    title: 'Order by 2 pm for next-day delivery',
    subtitle: undefined,
    richText: undefined,
    targets: [{ id: 'delivery', text: 'Delivery options', url: '/en-gb/help/delivery', style: { sm: 'text-link' } }],
  },
};

/** Split with the image taking 60% (the default). */
export const Split60: Story = {
  args: { variant: 'split', splitImageWidth: 60 },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    const image = canvasElement.querySelector('img')!;
    await expect(image.getBoundingClientRect().width / section.getBoundingClientRect().width).toBeCloseTo(0.6, 1);
  },
};

/** Split with the image at 50%, on the right. */
export const Split50: Story = {
  args: { variant: 'split', splitImageWidth: 50, mediaPosition: 'right' },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    const image = canvasElement.querySelector('img')!;
    await expect(image.getBoundingClientRect().width / section.getBoundingClientRect().width).toBeCloseTo(0.5, 1);
  },
};

/** Split with the image at 40%. */
export const Split40: Story = {
  args: { variant: 'split', splitImageWidth: 40 },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    const image = canvasElement.querySelector('img')!;
    await expect(image.getBoundingClientRect().width / section.getBoundingClientRect().width).toBeCloseTo(0.4, 1);
  },
};

/** A full-width image with the text below it. */
export const BelowImage: Story = {
  args: { variant: 'below-image', captionText: 'Pitched on the shore of Loch Etive.' },
};

/** Full bleed, tall, light text on a dark scrim from md. */
export const Hero: Story = {
  args: {
    variant: 'hero',
    title: 'Winter Summit: first snow',
    subtitle: 'Insulated, waterproof, built for short days.',
    richText: undefined,
    media: { url: '/media/ridge-dawn.svg', alt: 'Two hikers on a rocky ridge at dawn', width: 1600, height: 900 },
    targets: [{ id: 'winter', text: 'Shop winter', url: '/en-gb/c/winter-100500', style: { sm: 'primary' } }],
  },
  globals: { viewport: { value: 'lg' } },
};

/** A compact card inside a mega menu panel, as commerce-api seeds `menuBanner`. */
export const Menu: Story = {
  args: {
    variant: 'menu',
    title: 'Autumn Ridgeline',
    subtitle: undefined,
    richText: undefined,
    media: { url: '/media/category-jackets.svg', alt: 'Women’s autumn collection', width: 600, height: 750 },
    targets: [
      {
        id: 'menu-banner',
        text: 'Shop the collection',
        url: '/en-gb/c/womens-autumn-ridgeline-100245',
        style: { sm: 'primary' },
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * The link rules of the CMS: “Compare sizes” (`?sleeps=2#modal-tent-sizes`) merges its query into the
 * current one and opens the page's modal instead of navigating.
 */
export const ModalLinks: Story = {
  args: { variant: 'split' },
  decorators: [
    (Story, { parameters }) => (
      <BlockContextProvider
        location={{ pathname: '/en-gb/c/tents-100420', search: '?brand=corrie' }}
        onOpenModal={parameters.onOpenModal as (id: string) => void}
      >
        <Story />
      </BlockContextProvider>
    ),
  ],
  parameters: { onOpenModal: fn() },
  play: async ({ canvas, parameters }) => {
    const compare = canvas.getByRole('link', { name: 'Compare sizes' });
    await expect(compare).toHaveAttribute('href', '/en-gb/c/tents-100420?brand=corrie&sleeps=2#modal-tent-sizes');
    await userEvent.click(compare);
    await expect(parameters.onOpenModal).toHaveBeenCalledWith('modal-tent-sizes');
  },
};

/**
 * Common fields of §3 on a split banner: eyebrow logo and text, overline, a large title in the brand colour,
 * a badge on the image, centred text on phones, rich text below the buttons, and extra space below.
 */
export const CommonFields: Story = {
  args: {
    variant: 'split',
    eyebrowLogo: { url: '/media/icons/leaf.svg', alt: 'Switchback' },
    eyebrowText: 'Members’ weekend',
    overline: 'Friday to Sunday',
    titleStyle: 'xl',
    titleColor: '#1f4d3a',
    badge: { url: '/media/icons/returns.svg', alt: 'Free returns' },
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'left',
    richTextBelowTargets: { html: '<p>Members only. Sign in to see your price.</p>' },
    bottomMargins: { sm: 24, lg: 64 },
  },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Friday to Sunday')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Free returns' })).toBeVisible();
    const title = canvas.getByRole('heading', { name: 'Tent sale: 15% off' });
    await expect(getComputedStyle(title).color).toBe('rgb(31, 77, 58)');
    await expect(getComputedStyle(title).textAlign).toBe('center');
    await expect(getComputedStyle(canvasElement.querySelector('section')!).marginBottom).toBe('24px');
  },
};

/** `linkType: No-CTA` keeps the buttons in the CMS but not on the page. */
export const NoCallToAction: Story = {
  args: { variant: 'standard', linkType: 'No-CTA' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Shop tents' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Compare sizes' })).toBeNull();
    // Links inside the rich text are content, not call-to-action buttons: they stay.
    await expect(canvas.getByRole('link', { name: 'Which size?' })).toBeVisible();
  },
};

/** `hideOnBreakpoint: ['lg']`: a phone-and-tablet promotion, hidden on desktops. */
export const HiddenOnDesktop: Story = {
  args: {
    variant: 'thin',
    title: 'Get the app: scan in store for member prices',
    media: undefined,
    hideOnBreakpoint: ['lg'],
  },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).not.toBeVisible();
  },
};

/**
 * Button targets of §3: per-breakpoint styles (text link on phones, secondary from md), an icon on either
 * side, an icon-only target (its text stays as the accessible name), a custom text-link colour and underline.
 */
export const TargetStyles: Story = {
  args: {
    variant: 'standard',
    targets: [
      {
        id: 'tents',
        text: 'Shop tents',
        url: '/en-gb/c/tents-100420',
        style: { sm: 'text-link', md: 'secondary' },
        icon: { icon: 'arrow' },
      },
      {
        id: 'film',
        text: 'Watch the pitching film',
        url: '/en-gb/stories/corrie-pitch',
        style: { sm: 'tertiary' },
        icon: { icon: 'play' },
        iconPosition: 'left',
      },
      {
        id: 'care',
        text: 'Tent care guide',
        url: '/en-gb/care/tents',
        style: { sm: 'text-link' },
        textLinkColor: '#1f4d3a',
        hoverColor: '#10291f',
        underline: 'always',
      },
      {
        id: 'next',
        text: 'Next offer',
        url: '/en-gb/offers/2',
        style: { sm: 'secondary' },
        icon: { icon: 'chevron' },
        iconOnly: true,
      },
    ],
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('link', { name: 'Next offer' });
    await expect(next.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    const care = canvas.getByRole('link', { name: 'Tent care guide' });
    await expect(getComputedStyle(care).color).toBe('rgb(31, 77, 58)');
    await expect(getComputedStyle(care).textDecorationLine).toBe('underline');
  },
};
