import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { SizeButtons, type SizeButtonsProps } from './SizeButtons';

const apparel = [
  { value: 'XS' },
  { value: 'S' },
  { value: 'M', lowStock: true },
  { value: 'L' },
  { value: 'XL', unavailable: true },
  { value: 'XXL' },
];
const footwear = ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12'].map((value) => ({
  value,
  unavailable: value === '8.5' || value === '12',
}));

const meta = {
  title: 'UI/SizeButtons',
  component: SizeButtons,
  args: { name: 'size', legend: 'Size', options: apparel, required: true },
} satisfies Meta<typeof SizeButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet; M is low in stock, XL sold out. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Size' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'XL (sold out)' })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'M' })).toHaveAccessibleDescription('Only a few left');
  },
};

export const Selected: Story = { args: { value: 'L' } };

/** Shoe sizes, with a size-chart link beside the legend. */
export const FootwearWithSizeChart: Story = {
  args: { options: footwear, value: '9', sizeChart: <a href="#size-chart">Size chart</a> },
};

function Controlled(props: SizeButtonsProps) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <>
      <SizeButtons {...props} value={value} onChange={setValue} />
      <p role="status">Chosen: {value ?? 'none'}</p>
    </>
  );
}

/** Arrow keys move and choose, skipping the sold-out size. */
export const Keyboard: Story = {
  args: { value: 'L' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'XXL' })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: XXL');
  },
};
