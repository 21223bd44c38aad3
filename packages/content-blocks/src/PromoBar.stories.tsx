import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { examplePromoBar } from './exampleBlocks';
import { PromoBar } from './PromoBar';
import { promoBarStorageKey } from './promoBarStorage';
import { promoBarBlockSchema } from './promoBarBlockSchema';

const header = promoBarBlockSchema.parse(examplePromoBar);
const visibleSlide = (root: HTMLElement) => root.querySelector('[aria-roledescription="slide"]:not([hidden])')!;

const meta = {
  title: 'Content blocks/Promo bar',
  component: PromoBar,
  parameters: { layout: 'fullscreen' },
  args: header,
  beforeEach: () => {
    window.localStorage.removeItem(promoBarStorageKey(header.id));
  },
} satisfies Meta<typeof PromoBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The header promo bar as seeded: three messages rotating every six seconds, arrows, dots, closable. */
export const Rotating: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next message' }));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Message 3 of 3' }));
    await expect(visibleSlide(canvasElement)).toHaveAccessibleName('3 of 3');
  },
};

/** Fast rotation to show it moving; hovering or focusing the bar pauses it. */
export const FastRotation: Story = {
  args: { autorotateTime: 0.5 },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(visibleSlide(canvasElement)).toHaveAccessibleName('2 of 3'), { timeout: 10_000 });
  },
};

/** Closing hides it; the choice is remembered on this device. */
export const Closing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Close promotions' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

/** A single message: no arrows, no dots, not closable. */
export const SingleMessage: Story = {
  args: { closable: false, messages: header.messages.slice(2, 3) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** On a desktop the messages and arrows stay within 548 px (content-blocks §9), centred in the full-width band. */
export const MaxWidthOnDesktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    const inner = canvasElement.querySelector('.sb-promo-bar__inner')!;
    await expect(inner.getBoundingClientRect().width).toBeLessThanOrEqual(548);
    await expect(canvasElement.querySelector('.sb-promo-bar')!.getBoundingClientRect().width).toBeGreaterThan(548);
  },
};

/** On a phone: one line — one message (cut with an ellipsis when long), pause and close; arrows and dots from md. */
export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /rotating messages/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next message' })).toBeNull();
    const bar = canvasElement.querySelector('.sb-promo-bar')!;
    await expect(bar.getBoundingClientRect().height).toBeLessThanOrEqual(40);
  },
};
