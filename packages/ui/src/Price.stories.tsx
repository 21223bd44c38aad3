import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'UI/Price',
  component: Price,
  args: { amount: '$249.00' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Regular: Story = {};

/** The list price struck through; screen readers hear "Now $289.00, was $359.00". */
export const Sale: Story = {
  args: { amount: '$289.00', compareAt: '$359.00', size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Now $289.00, was $359.00')).toBeInTheDocument();
  },
};

export const Range: Story = { args: { amount: '$120.00', to: '$160.00' } };

export const Member: Story = { args: { amount: '$199.00', member: '$179.00' } };

/** Tile size, French Canadian. */
export const SmallFrench: Story = {
  args: {
    amount: '80,00 $',
    compareAt: '100,00 $',
    size: 'sm',
    labels: { sale: (now, was) => `Maintenant ${now}, auparavant ${was}` },
  },
};
