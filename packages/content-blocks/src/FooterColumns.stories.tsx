import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { exampleFooterColumns } from './exampleBlocks';
import { FooterColumns } from './FooterColumns';
import { footerColumnsBlockSchema } from './footerColumnsBlockSchema';

const footer = footerColumnsBlockSchema.parse(exampleFooterColumns);

const meta = {
  title: 'Content blocks/Footer columns',
  component: FooterColumns,
  args: footer,
  decorators: [
    (Story) => (
      <footer style={{ padding: '1rem' }}>
        <Story />
      </footer>
    ),
  ],
} satisfies Meta<typeof FooterColumns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seeded footer on a desktop screen: three columns side by side, every link in view, no toggles. */
export const Desktop: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('navigation')).toHaveLength(3);
    const help = canvas.getByRole('link', { name: 'Contact us' });
    const story = canvas.getByRole('link', { name: 'Our story' });
    await expect(help).toBeVisible();
    // Side by side: the last column starts to the right of the first, on the same row.
    await expect(story.getBoundingClientRect().left).toBeGreaterThan(help.getBoundingClientRect().right);
    await expect(canvas.queryByRole('group')).toBeNull();
  },
};

/** On a tablet the columns still sit side by side. */
export const Tablet: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Privacy notice' })).toBeVisible();
  },
};

/**
 * On a phone each column is an accordion, closed at first: the heading is the toggle (first tab stop), and
 * the links show once it opens.
 */
export const PhoneAccordion: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'Contact us', hidden: true })).not.toBeVisible();
    const toggle = canvasElement.querySelector('summary')!;
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Gift cards', hidden: true })).not.toBeVisible();
  },
};

/** In preview, editors learn which link was left out and why. */
export const PreviewWithUnsafeLink: Story = {
  globals: { viewport: { value: 'lg' } },
  args: {
    preview: true,
    columns: [
      {
        ...footer.columns[0]!,
        targets: [...footer.columns[0]!.targets, { id: 'bad', text: 'Win a tent', url: 'javascript:alert(1)' }],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Link “Win a tent” is hidden/)).toBeInTheDocument();
  },
};
