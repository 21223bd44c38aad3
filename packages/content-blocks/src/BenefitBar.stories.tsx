import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BenefitBar, benefitBarStorageKey } from './BenefitBar';
import { benefitBarBlockSchema } from './benefitBarBlockSchema';
import { exampleBenefitBar } from './exampleBlocks';

const members = benefitBarBlockSchema.parse(exampleBenefitBar);

const meta = {
  title: 'Content blocks/Benefit bar',
  component: BenefitBar,
  parameters: { layout: 'fullscreen' },
  args: members,
  argTypes: { alignment: { control: 'inline-radio', options: ['left', 'center', 'right'] } },
  // Each story starts with the bar open, whatever an earlier visit closed.
  beforeEach: () => {
    window.localStorage.removeItem(benefitBarStorageKey(members.id));
  },
} satisfies Meta<typeof BenefitBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closable: the close button hides it and the choice is remembered on this device. */
export const Closable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Close: Trail Club members/ }));
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(window.localStorage.getItem(benefitBarStorageKey(members.id))).toBe('true');
  },
};

/** A permanent bar, left aligned, on the brand's light green. */
export const NotClosable: Story = {
  args: {
    showCloseButton: false,
    alignment: 'left',
    title: 'Free repairs for two years on everything we sell.',
    subtitle: undefined,
    targets: [{ id: 'repairs', url: '/en-gb/repairs', text: 'Book a repair' }],
    backgroundColor: '#e8efe9',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
