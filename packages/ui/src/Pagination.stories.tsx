import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 12, hrefFor: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '#page-4');
    // Keyboard: Previous, then the numbers in order.
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Previous' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

/** Previous is shown but disabled (not focusable), so the bar does not jump between pages. */
export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    const previous = canvas.getByRole('link', { name: 'Previous' });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(previous).not.toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
  },
};

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

/** Phones: Previous, "5 / 12", Next; the numbers come back from md. */
export const OnAPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 / 12')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Page 6' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Next' })).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    label: 'Pages',
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
    pageLabel: (page: number) => `Page ${page}`,
    summary: (page: number, count: number) => `${page} sur ${count}`,
  },
};
