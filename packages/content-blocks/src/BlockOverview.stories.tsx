import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import specBlocks from '../spec-blocks.json';
import { blockRegistry } from './blockRegistry';

interface StoryModule {
  default?: { title?: string; component?: unknown };
  [story: string]: unknown;
}

declare global {
  interface ImportMeta {
    glob(patterns: string | string[], options: { eager: true }): Record<string, StoryModule>;
  }
}

// Every other story file of this package, to find each block's stories (Vite resolves the pattern at build time).
const storyModules = import.meta.glob(['./*.stories.tsx', '!./BlockOverview.stories.tsx'], { eager: true });

/** Storybook's id for a title, as in its URLs ("Content blocks/Hero" → "content-blocks-hero"). */
const idOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

interface OverviewRow {
  name: string;
  from: string;
  type: string | undefined;
  label: string | undefined;
  stories: { title: string; count: number }[];
}

function overviewRows(): OverviewRow[] {
  return specBlocks.blocks.map((block) => {
    const type = block.types.find((candidate) => blockRegistry.has(candidate));
    const definition = type ? blockRegistry.get(type) : undefined;
    const titles = new Set([
      `Content blocks/${definition?.label}`,
      `Content blocks/${block.name.replace(/ \(.*\)$/, '')}`,
    ]);
    const stories = Object.values(storyModules)
      .filter(
        (module) =>
          module.default?.title &&
          (module.default.component === definition?.component || titles.has(module.default.title)),
      )
      .map((module) => ({
        title: module.default!.title!,
        count: Object.keys(module).filter((key) => key !== 'default' && /^[A-Z]/.test(key)).length,
      }));
    return { name: block.name, from: block.from, type, label: definition?.label, stories };
  });
}

// Styles for this Storybook page only, so they never ship in the package's stylesheet.
const overviewCss = `
.sb-overview { font-family: var(--sb-font-family-body); color: var(--sb-color-text); }
.sb-overview__table { width: 100%; border-collapse: collapse; font-size: var(--sb-font-size-sm); }
.sb-overview__table :is(th, td) { padding: var(--sb-space-2); border-bottom: 1px solid var(--sb-color-border); text-align: left; vertical-align: top; }
.sb-overview__table td a { display: block; color: var(--sb-color-link); }
`;

/** The table of every block of content-blocks §2–§3 (from spec-blocks.json), its registry type and its stories. */
function BlockOverview() {
  const rows = overviewRows();
  const built = rows.filter((row) => row.type && row.stories.length > 0).length;
  return (
    <main className="sb-overview">
      <style>{overviewCss}</style>
      <h1>Content blocks</h1>
      <p>
        Every block type of the content-blocks spec (§2–§3), as listed in{' '}
        <code>packages/content-blocks/spec-blocks.json</code>: {built} of {rows.length} are built with stories. The same
        list drives <code>pnpm --filter @switchback/content-blocks coverage:blocks</code>, which also checks each has a
        component test.
      </p>
      <table className="sb-overview__table">
        <caption>Blocks of the spec and where to see them</caption>
        <thead>
          <tr>
            <th scope="col">Block</th>
            <th scope="col">Spec</th>
            <th scope="col">CMS type</th>
            <th scope="col">Stories</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.from}</td>
              <td>{row.type ? <code>{row.type}</code> : 'not built yet'}</td>
              <td>
                {row.stories.length === 0
                  ? 'none yet'
                  : row.stories.map((story) => (
                      <a key={story.title} href={`./?path=/docs/${idOf(story.title)}--docs`} target="_top">
                        {story.title.replace(/^Content blocks\//, '')} ({story.count}{' '}
                        {story.count === 1 ? 'story' : 'stories'})
                      </a>
                    ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const meta = {
  title: 'Content blocks/Overview',
  component: BlockOverview,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BlockOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All blocks of the spec, with a link to each block's stories. */
export const AllBlocks: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Blocks of the spec and where to see them' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(specBlocks.blocks.length);
    await expect(within(table).getByRole('link', { name: /^Hero \(\d+ stories\)/ })).toHaveAttribute(
      'href',
      './?path=/docs/content-blocks-hero--docs',
    );
    await expect(within(table).getByRole('link', { name: /^Collection \(\d+ stories\)/ })).toBeInTheDocument();
  },
};
