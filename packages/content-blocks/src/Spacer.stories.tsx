import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spacer } from './Spacer';

const meta = {
  title: 'Content blocks/Spacer',
  component: Spacer,
  args: { id: 'spacer', bottomMargins: { sm: 24, md: 40, lg: 64 }, backgroundColor: '#e3efe8' },
} satisfies Meta<typeof Spacer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Coloured so its height is visible: 24px on phones, 40px from md, 64px from lg. */
export const PerBreakpoint: Story = {};

export const OneHeight: Story = { args: { bottomMargins: 48 } };
