import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Rating } from './Rating';

const meta = {
  title: 'UI/Rating',
  component: Rating,
  args: { value: 4.3, count: 7 },
  argTypes: {
    value: { control: { type: 'range', min: 0, max: 5, step: 0.1 } },
    display: { control: 'inline-radio', options: ['compact', 'full'] },
  },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile: stars and "4.3 (7)", spoken as "4.3 out of 5, 7 reviews". */
export const Compact: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('4.3 out of 5, 7 reviews')).toBeInTheDocument();
  },
};

/** A product page: the sentence shown, linking to the reviews. */
export const FullLink: Story = {
  args: { display: 'full', href: '#reviews' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '4.3 out of 5, 7 reviews' })).toHaveAttribute('href', '#reviews');
  },
};

export const NoReviewsYet: Story = { args: { value: 0, count: 0 } };

export const French: Story = { args: { value: 3.5, count: 12, lang: 'fr-CA', label: '3,5 sur 5, 12 avis' } };
