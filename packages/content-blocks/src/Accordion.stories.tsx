import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion } from './Accordion';
import { accordionBlockSchema } from './accordionBlockSchema';
import { exampleAccordion } from './exampleBlocks';

const goodToKnow = accordionBlockSchema.parse(exampleAccordion);

const meta = {
  title: 'Content blocks/Accordion',
  component: Accordion,
  args: goodToKnow,
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three sections, one open from the start. The titles are native `<summary>` elements: the first tab stop is
 * the first title, and the browser itself opens it with Enter or Space (simulated key events cannot trigger
 * that default action, so the play function activates it with a click).
 */
export const OfferTerms: Story = {
  play: async ({ canvas, canvasElement }) => {
    const first = canvasElement.querySelector('details')!;
    await expect(first.open).toBe(false);
    await userEvent.tab();
    await expect(canvas.getByText('Offer terms')).toHaveFocus();
    await userEvent.click(canvas.getByText('Offer terms'));
    await expect(first.open).toBe(true);
  },
};

/** A single closed section, as the promotions page seeds it. */
export const SingleSection: Story = {
  args: {
    title: undefined,
    accordions: [
      {
        title: 'Offer terms',
        open: false,
        richText: { html: '<p>20% off selected tents until Sunday, while stocks last.</p>' },
      },
    ],
  },
};

/**
 * The common fields of §3 on an accordion: an overline and subtitle with the title, rich text above the
 * sections, a button below them, a background colour and space below the block.
 */
export const WithHeadingTextAndButton: Story = {
  args: {
    overline: 'Tent sale',
    subtitle: 'Everything about this offer, in one place',
    titleStyle: 'lg',
    richText: { html: '<p>Questions about an order already placed? Our team answers within a working day.</p>' },
    targets: [{ id: 'contact', text: 'Contact us', url: '/en-gb/help/contact-us', style: { sm: 'secondary' } }],
    backgroundColor: '#f8f7f4',
    bottomMargins: { sm: 24, lg: 48 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Good to know' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-gb/help/contact-us');
  },
};

/** Section icons before the titles, the plus marker (a minus once open) and space above and below the block. */
export const IconsAndPlusMarker: Story = {
  args: {
    iconsStyle: 'plus',
    paddings: { sm: 16, lg: 40 },
    accordions: [
      {
        title: 'Free returns for 60 days',
        icon: { url: '/media/icons/returns.svg' },
        open: true,
        richText: { html: '<p>Worn or not, send it back within 60 days for a full refund.</p>' },
      },
      {
        title: 'Repairs for life',
        icon: { url: '/media/icons/repair.svg' },
        richText: { html: '<p>Zips, seams and soles repaired at cost, for as long as you own it.</p>' },
      },
      {
        title: 'Delivery',
        icon: { url: '/media/icons/delivery.svg' },
        richText: { html: '<p>Free standard delivery over £50, next day before 2 pm.</p>' },
      },
    ],
  },
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(getComputedStyle(section).paddingTop).toBe('40px');
    await expect(canvasElement.querySelectorAll('summary img')).toHaveLength(3);
  },
};
