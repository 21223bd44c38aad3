import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, type ButtonVariant } from './Button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'text-link'];

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to bag', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: variants },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to bag' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    // Keyboard users get the same action, and a visible focus ring.
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Save to wishlist' } };

export const Tertiary: Story = { args: { variant: 'tertiary', children: 'Compare' } };

export const TextLink: Story = { args: { variant: 'text-link', children: 'See size guide' } };

/** With `href` it is a link: it navigates, opens in a new tab, and works before hydration. */
export const AsLink: Story = {
  args: { href: '/en-gb/c/trail-running-shoes-1310', variant: 'secondary', children: 'Shop trail running shoes' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shop trail running shoes' });
    await expect(link).toHaveAttribute('href', '/en-gb/c/trail-running-shoes-1310');
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

/** For text over photography or dark backgrounds. */
export const Inverse: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', padding: '2rem', background: 'var(--sb-color-surface-inverse)' }}>
      {variants.map((variant) => (
        <Button key={variant} {...args} variant={variant} inverse>
          {variant === 'text-link' ? 'Explore the range' : `Shop ${variant}`}
        </Button>
      ))}
    </div>
  ),
};

/** A text link on phones, an outlined button from md and a solid one from lg: switch the viewport to see it. */
export const Responsive: Story = {
  args: { variant: { sm: 'text-link', md: 'secondary', lg: 'primary' }, children: 'Explore the collection' },
};

export const Disabled: Story = { args: { disabled: true, children: 'Sold out' } };
