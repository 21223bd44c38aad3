import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { ColorSwatches, type ColorSwatchesProps, type Swatch } from './ColorSwatches';

const swatches: Swatch[] = [
  { value: 'BLK', name: 'Black', color: '#161614' },
  { value: 'FOR', name: 'Forest', color: '#1f4d3a' },
  { value: 'EMB', name: 'Ember', color: '#b83f12', soldOut: true },
  { value: 'WHT', name: 'Glacier white', color: '#f8f7f4' },
  {
    value: 'CAM',
    name: 'Camo print',
    image:
      'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"%3E%3Crect width="4" height="4" fill="%235c5a54"/%3E%3Ccircle cx="1" cy="1" r="1" fill="%231f4d3a"/%3E%3Ccircle cx="3" cy="3" r="1.2" fill="%23c9c6bd"/%3E%3C/svg%3E',
  },
];

const meta = {
  title: 'UI/ColorSwatches',
  component: ColorSwatches,
  args: { label: 'Colour', swatches, value: 'FOR' },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product page: each colour is a link to the page in that colour; sold out is struck, still reachable. */
export const Links: Story = {
  args: { swatches: swatches.map((swatch) => ({ ...swatch, href: `?color=${swatch.value}` })) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Forest' })).toHaveAttribute('aria-current', 'true');
    const soldOut = canvas.getByRole('link', { name: 'Ember, sold out' });
    soldOut.focus();
    await expect(soldOut).toHaveFocus();
  },
};

function Controlled(props: ColorSwatchesProps) {
  const [value, setValue] = useState(props.value ?? null);
  return (
    <>
      <ColorSwatches {...props} value={value} onChange={setValue} />
      <p role="status">Chosen: {value}</p>
    </>
  );
}

/** A dialog or form: native radios, arrow keys choose. */
export const Radios: Story = {
  args: { name: 'color' },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Forest' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Ember, sold out' })).toBeChecked();
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: EMB');
  },
};

/** A product tile: small, display only, at most four and a count of the rest. */
export const Tile: Story = {
  args: { label: '5 colours', size: 'sm', max: 4, value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '5 colours' })).toBeVisible();
    await expect(canvas.getByText('+1')).toBeVisible();
  },
};
