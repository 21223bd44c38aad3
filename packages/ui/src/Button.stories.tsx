import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button, IconButton, type ButtonVariant } from './Button';

const variants: ButtonVariant[] = ['primary', 'secondary', 'tertiary', 'ghost', 'text-link'];

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

/** No fill or border until hovered: secondary actions in toolbars and lists ("Clear all", "Edit"). */
export const Ghost: Story = { args: { variant: 'ghost', children: 'Clear all' } };

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
    <div
      style={{
        display: 'flex',
        gap: '1rem',
        flexWrap: 'wrap',
        padding: '2rem',
        background: 'var(--sb-color-surface-inverse)',
      }}
    >
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

const heartIcon = (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
  </svg>
);

/** Icon only: the `label` is required and becomes the accessible name and the tooltip. */
export const IconOnly: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <IconButton label="Add to favourites" icon={heartIcon} />
      <IconButton label="Add to favourites" icon={heartIcon} variant="secondary" />
      <IconButton label="Add to favourites" icon={heartIcon} variant="primary" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [ghost] = canvas.getAllByRole('button', { name: 'Add to favourites' });
    await expect(ghost).toHaveAttribute('title', 'Add to favourites');
    // A 44px touch target.
    await expect(ghost!.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

/** While loading: same width, a spinner over the label, aria-busy; still focused and named, clicks ignored. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to bag' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

function LoadingToggle() {
  const [loading, setLoading] = useState(false);
  return (
    <Button loading={loading} onClick={() => setLoading(true)}>
      Add to bag
    </Button>
  );
}

/** Click it: the button turns busy without changing size or losing focus. */
export const LoadingKeepsWidth: Story = {
  render: () => <LoadingToggle />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add to bag' });
    const before = button.getBoundingClientRect();
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    const after = button.getBoundingClientRect();
    await expect(after.width).toBe(before.width);
    await expect(after.height).toBe(before.height);
    await expect(button).toHaveFocus();
  },
};
