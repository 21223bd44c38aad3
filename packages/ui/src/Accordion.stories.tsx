import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Accordion, AccordionItem } from './Accordion';

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = (
  <>
    <AccordionItem title="Delivery" defaultOpen>
      <p>Free standard delivery on orders over $75. Express next day for $12.</p>
    </AccordionItem>
    <AccordionItem title="Returns">
      <p>Return unworn items within 30 days, free, in store or by post.</p>
    </AccordionItem>
    <AccordionItem title="Materials and care">
      <p>Recycled polyester shell, PFC-free water repellent. Wash cold.</p>
    </AccordionItem>
  </>
);

/**
 * Several sections can be open; Enter and Space toggle the focused one (native <summary>: the browser's own
 * behaviour, which a play function's synthetic key presses cannot trigger, so it checks the tab stop and clicks).
 */
export const Default: Story = {
  args: { children: sections },
  play: async ({ canvas }) => {
    const returns = canvas.getByText('Returns').closest('details')!;
    await expect(returns.open).toBe(false);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByText('Returns').closest('summary')).toHaveFocus();
    await userEvent.click(canvas.getByText('Returns'));
    await expect(returns.open).toBe(true);
    await expect(canvas.getByText('Delivery').closest('details')!.open).toBe(true);
    await userEvent.click(canvas.getByText('Returns'));
    await expect(returns.open).toBe(false);
  },
};

/** With a group name only one section is open at a time (the browser closes the others). */
export const OneAtATime: Story = {
  args: { exclusiveName: 'product-faq', children: sections },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Returns'));
    await expect(canvas.getByText('Returns').closest('details')!.open).toBe(true);
    await expect(canvas.getByText('Delivery').closest('details')!.open).toBe(false);
  },
};

export const AllClosed: Story = {
  args: {
    children: (
      <>
        <AccordionItem title="Size guide">Measure your chest at its fullest.</AccordionItem>
        <AccordionItem title="Reviews">4.6 out of 5.</AccordionItem>
      </>
    ),
  },
};
