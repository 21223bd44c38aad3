import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ShopperContext } from '@switchback/personalisation';
import { GUEST_SHOPPER } from '@switchback/personalisation';
import { expect } from 'storybook/test';
import { BlockRenderer } from './BlockRenderer';
import type { Block } from './parseBlock';

const thinBanner = (id: string, title: string, text: string, url: string): Block => ({
  id,
  type: 'banner',
  variant: 'thin',
  title,
  targets: [{ id: `${id}-link`, text, url, style: { sm: 'text-link' } }],
});

const membersBlock: Block = {
  id: 'home-en-gb-membership',
  type: 'segmentation',
  name: 'Home — membership message',
  segments: [
    {
      id: 'loyalty-loggedin',
      targets: [
        thinBanner(
          'members',
          'Trail Club: double points on boots this week',
          'See your points',
          '/en-gb/account/points',
        ),
      ],
    },
    {
      id: 'non-loyalty-loggedin',
      targets: [
        thinBanner(
          'upgrade',
          'Join Trail Club for free delivery and 90-day returns',
          'Join free',
          '/en-gb/account/trail-club',
        ),
      ],
    },
  ],
  baselines: [{ targets: [thinBanner('guest', 'Free delivery on orders over £50', 'Sign in', '/en-gb/sign-in')] }],
};

const guest: ShopperContext = GUEST_SHOPPER;

// Segmentation draws its targets through BlockRenderer, so the stories render it the way pages do.
const meta = {
  title: 'Content blocks/Segmentation',
  component: BlockRenderer,
  parameters: { layout: 'fullscreen' },
  args: { blocks: [membersBlock] },
} satisfies Meta<typeof BlockRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Trail Club member sees the loyalty segment. */
export const LoyaltyMember: Story = {
  globals: { viewport: { value: 'lg' } },
  args: { shopper: { ...guest, loggedIn: true, loyaltyMember: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trail Club: double points on boots this week')).toBeInTheDocument();
  },
};

/** A signed-in shopper who is not a member is asked to join. */
export const SignedInNotMember: Story = {
  globals: { viewport: { value: 'md' } },
  args: { shopper: { ...guest, loggedIn: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Join Trail Club/)).toBeInTheDocument();
  },
};

/** Guests get the baseline. */
export const Baseline: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { shopper: guest },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free delivery on orders over £50')).toBeInTheDocument();
  },
};

/** `p13n_testcontext=loyalty-loggedin` forces the member segment for a guest (QA and editors). */
export const TestOverride: Story = {
  args: { shopper: guest, testOverride: 'loyalty-loggedin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Trail Club: double points on boots this week')).toBeInTheDocument();
  },
};
