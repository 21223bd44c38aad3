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
