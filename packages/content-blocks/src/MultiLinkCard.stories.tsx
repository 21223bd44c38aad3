import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleMultiLinkCard } from './exampleBlocks';
import { MultiLinkCard } from './MultiLinkCard';
import { multiLinkCardBlockSchema } from './multiLinkCardBlockSchema';

const boots = multiLinkCardBlockSchema.parse(exampleMultiLinkCard);

const meta = {
  title: 'Content blocks/Multi-link card',
  component: MultiLinkCard,
  args: boots,
  decorators: [(Story) => <div style={{ maxWidth: '36rem' }}><Story /></div>],
} satisfies Meta<typeof MultiLinkCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From md the links sit on a panel over the photograph. */
export const OverImage: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(4);
  },
};

/** On phones the panel sits below the image. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
};

/** In preview, editors see which link was dropped and why. */
export const PreviewWithUnsafeLink: Story = {
  args: { preview: true, targets: [...boots.targets, { id: 'bad', text: 'Win boots', url: 'javascript:alert(1)' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Link “Win boots” is hidden/)).toBeInTheDocument();
  },
};
