import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { exampleHero } from './exampleBlocks';
import { Hero } from './Hero';
import { heroBlockSchema, heroVariants } from './heroBlockSchema';
import { textStyles } from './commonBlockFields';

// The story data goes through the block's schema, as CMS data does in BlockRenderer.
const ridgeline = heroBlockSchema.parse(exampleHero);

const meta = {
  title: 'Content blocks/Hero',
  component: Hero,
  parameters: { layout: 'fullscreen' },
  args: ridgeline,
  argTypes: {
    gradientStyle: { control: 'inline-radio', options: ['off', 'full', 'focused'] },
    linkType: { control: 'inline-radio', options: ['CTA', 'No-CTA'] },
    variant: { control: 'inline-radio', options: heroVariants },
    gradientTone: { control: 'inline-radio', options: ['dark', 'light'] },
    captionPosition: { control: 'inline-radio', options: ['off', 'top', 'bottom'] },
    titleStyle: { control: 'select', options: textStyles },
    overlayWidth: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    textAlignmentSmall: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    textAlignmentLarge: { control: 'inline-radio', options: ['left', 'center', 'right'] },
    hideOnBreakpoint: { control: 'check', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The gradient covers the lower half of the image, darkest behind the text on large screens. */
export const FocusedGradient: Story = {
  args: { gradientStyle: 'focused', priority: true },
  play: async ({ canvas }) => {
    const hero = canvas.getByRole('region', { name: 'Built for the long way round' });
    await expect(within(hero).getByRole('link', { name: 'Shop men’s shells' })).toHaveAttribute(
      'href',
      '/en-gb/c/mens-waterproof-jackets-1204',
    );
    await expect(within(hero).getByRole('link', { name: 'Find your size' })).toHaveAttribute(
      'href',
      '#modal-size-guide',
    );
  },
};

/** A flatter gradient over the lower 35%, for images with a busy top half. */
export const FullGradient: Story = {
  args: {
    id: 'hero-trail-running',
    name: 'Trail running — autumn',
    title: 'Run the long way home',
    subtitle: 'Grip for wet roots, cushioning for the last five kilometres.',
    richText: { html: '<p>The <strong>Fellstride 3</strong>: 6 mm lugs, a rock plate and an 8 mm drop.</p>' },
    media: { url: '/media/forest-trail.svg', alt: 'A runner on a misty forest trail', width: 1600, height: 900 },
    targets: [
      { id: 'cta-shoes', text: 'Shop trail shoes', url: '/en-gb/c/trail-running-shoes-1310', style: { sm: 'primary' } },
      { id: 'cta-finder', text: 'Find your fit', url: '?terrain=mixed#modal-shoe-finder', style: { sm: 'text-link' } },
    ],
    gradientStyle: 'full',
    captionText: 'Shot on the Cateran Trail, Perthshire.',
  },
};

/** Editorial heroes tell a story without asking for a click. */
export const NoCallToAction: Story = {
  args: {
    title: 'Mended, not replaced',
    subtitle: 'Last year our repair team put 4,200 jackets back on the hill.',
    richText: undefined,
    targets: undefined,
    linkType: 'No-CTA',
    gradientStyle: 'focused',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Without a gradient the text sits below the image, so its contrast never depends on the photograph. */
export const ContentBelowImage: Story = {
  args: { gradientStyle: 'off' },
};

/** In preview mode editors are told about a button that shoppers silently do not get. */
export const PreviewWithUnsafeLink: Story = {
  args: {
    preview: true,
    gradientStyle: 'off',
    targets: [
      ...(ridgeline.targets ?? []),
      { id: 'cta-bad', text: 'Win a jacket', url: 'javascript:alert(document.cookie)' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Button “Win a jacket” is hidden/)).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Win a jacket' })).toBeNull();
  },
};

const productOverlay = {
  variant: 'product-overlay',
  overlayPicture: {
    url: '/media/shell-jacket-cutout.svg',
    alt: 'Ridgeline shell jacket in Moss',
    width: 344,
    height: 538,
  },
  gradientStyle: 'focused',
} as const;

/** Product overlay picture on a phone: the cut-out sits in a 196 × 343 box (§9). */
export const ProductOverlaySmall: Story = {
  args: productOverlay,
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const product = canvas.getByRole('img', { name: 'Ridgeline shell jacket in Moss' });
    await expect(product.getBoundingClientRect().width).toBe(196);
    await expect(product.getBoundingClientRect().height).toBe(343);
  },
};

/** Product overlay picture on a tablet: 271 × 467. */
export const ProductOverlayMedium: Story = {
  args: productOverlay,
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    const product = canvas.getByRole('img', { name: 'Ridgeline shell jacket in Moss' });
    await expect(product.getBoundingClientRect().width).toBe(271);
    await expect(product.getBoundingClientRect().height).toBe(467);
  },
};

/** Product overlay picture on a desktop: 344 × 538. */
export const ProductOverlayLarge: Story = {
  args: productOverlay,
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const product = canvas.getByRole('img', { name: 'Ridgeline shell jacket in Moss' });
    await expect(product.getBoundingClientRect().width).toBe(344);
    await expect(product.getBoundingClientRect().height).toBe(538);
  },
};

/** The content-below variant keeps the text under the image even with a gradient, which then only shades it. */
export const ContentBelowWithGradient: Story = {
  args: { variant: 'content-below', gradientStyle: 'full' },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const content = canvasElement.querySelector('.sb-hero__content')!.getBoundingClientRect();
    await expect(content.top).toBeGreaterThanOrEqual(image.bottom - 1);
  },
};

/** The full gradient is 35% of the image's height, the focused one 50% (§9). */
export const GradientHeights: Story = {
  args: { gradientStyle: 'full' },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const gradient = canvasElement.querySelector('.sb-hero__gradient')!.getBoundingClientRect();
    await expect(gradient.height / image.height).toBeCloseTo(0.35, 2);
  },
};

/** The focused gradient covers the lower half of the image (§9). */
export const FocusedGradientHeight: Story = {
  args: { gradientStyle: 'focused' },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const gradient = canvasElement.querySelector('.sb-hero__gradient')!.getBoundingClientRect();
    await expect(gradient.height / image.height).toBeCloseTo(0.5, 2);
  },
};

/**
 * The common fields of §3 on a hero: eyebrow logo and text, overline, title colour and style, a badge, centred
 * text on phones, a narrow overlay, rich text below the buttons and the caption on top.
 */
export const CommonFields: Story = {
  args: {
    eyebrowLogo: { url: '/media/icons/leaf.svg', alt: 'Switchback' },
    eyebrowText: 'Ridgeline collection',
    overline: 'New for spring',
    titleStyle: 'display',
    titleColor: '#ffffff',
    badge: { url: '/media/icons/repair.svg', alt: 'Repairable for life' },
    textAlignmentSmall: 'center',
    textAlignmentLarge: 'left',
    overlayWidth: 'sm',
    richTextBelowTargets: { html: '<p>Free repairs for as long as you own it.</p>' },
    captionPosition: 'top',
    bottomMargins: { sm: 24, lg: 48 },
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('New for spring')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Switchback' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Repairable for life' })).toBeVisible();
    await expect(canvas.getAllByRole('heading')).toHaveLength(1);
    // bottomMargins { sm: 24, lg: 48 }: md takes the small value.
    await expect(
      getComputedStyle(canvas.getByRole('region', { name: 'Built for the long way round' })).marginBottom,
    ).toBe('24px');
  },
};

/** `hideOnBreakpoint: ['sm']` hides the hero on phones only. */
export const HiddenOnPhones: Story = {
  args: { hideOnBreakpoint: ['sm'] },
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).not.toBeVisible();
  },
};

/** `responsiveLayout`: text below the image on tablets, centred over it on desktops. */
export const ResponsiveLayoutTablet: Story = {
  args: {
    gradientStyle: 'focused',
    responsiveLayout: { md: { layout: 'below-1media' }, lg: { layout: 'center-overlay' } },
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const content = canvasElement.querySelector('.sb-hero__content')!.getBoundingClientRect();
    await expect(content.top).toBeGreaterThanOrEqual(image.bottom - 1);
  },
};

/** The same hero on a desktop: the text is centred over the image. */
export const ResponsiveLayoutDesktop: Story = {
  args: ResponsiveLayoutTablet.args,
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const content = canvasElement.querySelector('.sb-hero__content')!.getBoundingClientRect();
    await expect(content.bottom).toBeLessThanOrEqual(image.bottom + 1);
    await expect((content.left + content.right) / 2).toBeCloseTo((image.left + image.right) / 2, -1);
  },
};

/**
 * `titleHtml` and `subtitleHtml` (§3) are drawn instead of the plain title and subtitle: inline markup only, through
 * the rich-text sanitiser (the script and the link of this CMS data are dropped, the link's text kept).
 */
export const TitleAndSubtitleHtml: Story = {
  args: {
    titleHtml: 'Built for the <em>long</em> way round<script>alert(1)</script>',
    subtitleHtml:
      'The Ridgeline 3-layer shell: <strong>20,000 mm</strong> waterproof, <a href="javascript:alert(1)">340 g</a>.',
    gradientStyle: 'focused',
  },
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Built for the long way round' });
    await expect(heading.querySelector('em')).toHaveTextContent('long');
    await expect(canvas.getByText('20,000 mm').tagName).toBe('STRONG');
    await expect(canvasElement.querySelector('script, a[href^="javascript"]')).toBeNull();
  },
};

/** `mediaList` (§3): further images beside `media`, one row from md (two columns on phones), under the gradient. */
export const MediaList: Story = {
  args: {
    gradientStyle: 'full',
    mediaList: [
      { url: '/media/category-jackets.svg', alt: 'A waterproof shell on a hanger', width: 600, height: 750 },
      { url: '/media/category-hiking-boots.svg', alt: 'Leather hiking boots', width: 600, height: 750 },
    ],
  },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    const images = [...canvasElement.querySelectorAll('.sb-hero__image')].map((image) => image.getBoundingClientRect());
    await expect(images).toHaveLength(3);
    // One row: the three images side by side.
    await expect(images[1]!.top).toBeCloseTo(images[0]!.top, 0);
    await expect(images[2]!.left).toBeGreaterThan(images[1]!.left);
    await expect(canvas.getByRole('img', { name: 'Leather hiking boots' })).toBeVisible();
    const gradient = canvasElement.querySelector('.sb-hero__gradient')!.getBoundingClientRect();
    await expect(gradient.width).toBeCloseTo(canvasElement.querySelector('.sb-hero__media')!.clientWidth, -1);
  },
};

/** The same media list on a phone: the hero's own image spans the top row, the two others share the next. */
export const MediaListOnAPhone: Story = {
  args: MediaList.args,
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvasElement }) => {
    const [first, second, third] = [...canvasElement.querySelectorAll('.sb-hero__image')].map((image) =>
      image.getBoundingClientRect(),
    );
    const row = canvasElement.querySelector('.sb-hero__media')!.getBoundingClientRect();
    await expect(first!.width).toBeCloseTo(row.width, 0);
    await expect(second!.top).toBeCloseTo(third!.top, 0);
    await expect(second!.top).toBeGreaterThanOrEqual(first!.bottom);
  },
};

const perBreakpoint = { gradientStyle: 'full', gradientBreakpoints: { md: 'off', lg: 'focused' } } as const;

/** `gradientBreakpoints` (§3) on a tablet: the gradient is `off` at md, so the text sits on the band below the image. */
export const GradientPerBreakpointTablet: Story = {
  args: perBreakpoint,
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.sb-hero__gradient')).not.toBeVisible();
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const content = canvasElement.querySelector('.sb-hero__content')!.getBoundingClientRect();
    await expect(content.top).toBeGreaterThanOrEqual(image.bottom - 1);
  },
};

/** The same hero on a desktop: the `focused` gradient (lower half) is back and the text sits on the image. */
export const GradientPerBreakpointDesktop: Story = {
  args: perBreakpoint,
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('.sb-hero__image')!.getBoundingClientRect();
    const gradient = canvasElement.querySelector('.sb-hero__gradient')!.getBoundingClientRect();
    const content = canvasElement.querySelector('.sb-hero__content')!.getBoundingClientRect();
    await expect(gradient.height / image.height).toBeCloseTo(0.5, 2);
    await expect(content.bottom).toBeLessThanOrEqual(image.bottom + 1);
  },
};
