import type { Meta, StoryObj } from '@storybook/react-vite';
import { EXPERIENCE_DECISIONS_GLOBAL, EXPERIENCE_RECALCULATE_EVENT } from '@switchback/personalisation';
import { expect, waitFor } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import type { Block } from './parseBlock';

const thinBanner = (id: string, title: string, text: string, url: string): Block => ({
  id,
  type: 'banner',
  variant: 'thin',
  title,
  targets: [{ id: `${id}-link`, text, url, style: { sm: 'text-link' } }],
});

const deliveryExperience: Block = {
  id: 'home-en-gb-delivery-experience',
  type: 'experience',
  name: 'Home — delivery message test',
  experienceId: 'home_delivery_exp-4411',
  trackingEvent: 'delivery-message',
  baselines: [
    { targets: [thinBanner('base', 'Free delivery on orders over £50', 'Delivery options', '/en-gb/help/delivery')] },
  ],
  variants: [
    { name: 'Control', variantId: 'v-0', targets: [] },
    {
      name: 'Next-day for members',
      variantId: 'v-1',
      targets: [
        thinBanner('v1', 'Trail Club members: free next-day delivery', 'Join free', '/en-gb/account/trail-club'),
      ],
    },
  ],
};

const setDecisions = (decisions: object | undefined) => {
  (window as unknown as Record<string, unknown>)[EXPERIENCE_DECISIONS_GLOBAL] = decisions;
  window.dispatchEvent(new Event(EXPERIENCE_RECALCULATE_EVENT));
};

// Experiences draw their targets through BlockRenderer, so the stories render them the way pages do.
const meta = {
  title: 'Content blocks/Experience',
  component: BlockRenderer,
  parameters: { layout: 'fullscreen' },
  args: { blocks: [deliveryExperience] },
  beforeEach: () => {
    setDecisions(undefined);
    return () => setDecisions(undefined);
  },
} satisfies Meta<typeof BlockRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the provider decides (and for Control): the baseline. */
export const Baseline: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Free delivery on orders over £50' })).toBeVisible();
  },
};

/** The provider publishes its decision and fires the recalculate event: the variant replaces the baseline. */
export const VariantDecided: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    setDecisions({ 'exp-4411': { variantId: 'v-1', name: 'Next-day for members' } });
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Trail Club members: free next-day delivery' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('heading', { name: 'Free delivery on orders over £50' })).toBeNull();
  },
};

/** A test-context override (p13n_testcontext=v-1) forces the variant. */
export const TestOverride: Story = {
  globals: { viewport: { value: 'md' } },
  args: { testOverride: 'v-1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Trail Club members: free next-day delivery' })).toBeVisible();
  },
};
