import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ArticleGrid } from './ArticleGrid';
import { articleHandlers, exampleArticleGrid, fetchArticleSearch } from './ArticleGrid.handlers';
import { articleGridBlockSchema } from './articleGridBlockSchema';
import { answerStoryRequests } from './storyMsw';

const API = '/api';
const grid = articleGridBlockSchema.parse(exampleArticleGrid);
const cards = (canvasElement: HTMLElement) => canvasElement.querySelectorAll('.sb-article-card');

const meta = {
  title: 'Content blocks/Article grid',
  component: ArticleGrid,
  args: { ...grid, services: { searchArticles: fetchArticleSearch(API) } },
  argTypes: {
    rowsToLoad: { control: { type: 'number', min: 1, max: 6 } },
    showFilterBar: { control: 'boolean' },
    loadMore: { control: 'boolean' },
    hidePageDate: { control: 'boolean' },
  },
  beforeEach: async () => {
    await answerStoryRequests(...articleHandlers(API, [], { wait: 150 }));
  },
} satisfies Meta<typeof ArticleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: three columns, all 12 filters (under 20), Read more appends the next page. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  args: { rowsToLoad: 2, gridSize: { sm: 3, md: 3, lg: 3 } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(6), { timeout: 10_000 });
    await expect(canvas.queryByRole('button', { name: 'See more' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Sustainability' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Read more' }));
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(12), { timeout: 10_000 });
  },
};

/** Tablet: 10 filters, then See more; choosing one refetches from the first page; Clear all resets. */
export const TabletFiltering: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Repairs', hidden: true })).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'See more' }));
    await expect(canvas.getByRole('button', { name: 'Repairs' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Camping' }));
    await expect(canvas.getByRole('button', { name: 'Camping' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await expect(canvas.getByRole('button', { name: 'Camping' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Phone: 4 filters before See more; one column; no dates. */
export const Phone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: { hidePageDate: true },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cards(canvasElement)).toHaveLength(2), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: 'Kit care' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Climbing', hidden: true })).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'See more' })).toBeVisible();
  },
};

/** The search fails: the error is only logged; the grid says nothing was found. */
export const SearchDown: Story = {
  beforeEach: async () => {
    await answerStoryRequests(...articleHandlers(API, [], { fail: true }));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('No articles found.')).toBeVisible(), { timeout: 10_000 });
  },
};
