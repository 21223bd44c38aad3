/// <reference types="vite/client" />
import { blockRegistry } from '@switchback/content-blocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { BlockDocsSource } from '../../.storybook/blockSchemaDocs';
import { BlockSchemaPage } from './BlockSchemaPage';
import { schemaFields } from './schemaFields';

// The generated docs pages (one MDX file per block type, written by .storybook/blockSchemaDocs.ts when Storybook
// starts), read as text: which types have one, and what each hands its page.
const pages = import.meta.glob<string>('./generated/*.mdx', { query: '?raw', import: 'default', eager: true });

const sourceOf = (page: string): BlockDocsSource => {
  const match = /<BlockSchemaPage source=\{(.*)\} \/>/.exec(page);
  if (!match?.[1]) throw new Error('A generated page without its source.');
  return JSON.parse(match[1]) as BlockDocsSource;
};
const sources = Object.values(pages).map(sourceOf);
const sourceFor = (type: string) => {
  const source = sources.find((entry) => entry.type === type);
  if (!source) throw new Error(`No generated docs page for ${type}.`);
  return source;
};

/** Every block type of the registry, its generated docs page and the fields read from its schema. */
function AllPages() {
  return (
    <table>
      <caption>Block schema docs pages</caption>
      <thead>
        <tr>
          <th scope="col">Block type</th>
          <th scope="col">Docs page</th>
          <th scope="col">Fields</th>
        </tr>
      </thead>
      <tbody>
        {[...blockRegistry].map(([type, definition]) => (
          <tr key={type} data-type={type}>
            <th scope="row">{type}</th>
            <td>{sources.find((source) => source.type === type)?.label ?? 'none'}</td>
            <td>{schemaFields(definition.schema).length}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const meta = {
  title: 'Content blocks/Schema pages',
  component: AllPages,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AllPages>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (page: HTMLElement, path: string) => {
  const found = page.querySelector<HTMLTableRowElement>(`tr[data-field="${CSS.escape(path)}"]`);
  if (!found) throw new Error(`No row for ${path}`);
  return [...found.cells].map((cell) => cell.textContent ?? '');
};

/** One page per block type of the registry, no more and no less, each type's schema read into its fields. */
export const EveryBlockType: Story = {
  play: async ({ canvas }) => {
    await expect(sources.map((source) => source.type).sort()).toEqual([...blockRegistry.keys()].sort());
    const rows = within(canvas.getByRole('table', { name: 'Block schema docs pages' }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(blockRegistry.size);
    for (const row of rows) {
      const [page, fields] = [...(row as HTMLTableRowElement).cells].slice(1).map((cell) => cell.textContent ?? '');
      await expect(page).toBe(blockRegistry.get(row.dataset.type ?? '')?.label);
      // id and type at least, and the block's own fields.
      await expect(Number(fields)).toBeGreaterThan(2);
    }
  },
};

/**
 * The banner's page: its variants with the default marked, required fields, defaults and fallbacks, nested fields
 * of media and buttons, and the descriptions from the schema's source.
 */
export const Banner: Story = {
  render: () => <BlockSchemaPage source={sourceFor('banner')} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Banner' })).toBeVisible();
    await expect(canvas.getByText(/A banner: media with a title/)).toBeVisible();
    const variants = within(canvas.getByRole('group', { name: 'Variants' })).getAllByRole('listitem');
    await expect(variants.map((item) => item.textContent)).toEqual([
      'standard (default)',
      'overlay',
      'thin',
      'split',
      'below-image',
      'hero',
      'menu',
    ]);
    await expect(row(canvasElement, 'id')).toEqual(['id', 'text', 'Yes', '—', expect.any(String)]);
    await expect(row(canvasElement, 'type')).toEqual(['type', 'always "banner"', 'Yes', '—', expect.any(String)]);
    await expect(row(canvasElement, 'splitImageWidth').slice(1, 4)).toEqual(['one of: 60 · 50 · 40', 'No', '60']);
    await expect(row(canvasElement, 'mediaPosition')).toEqual([
      'mediaPosition',
      'one of: "left" · "right"',
      'No',
      '"left"',
      'Which side the image takes in standard and split banners from md.',
    ]);
    await expect(row(canvasElement, 'media.url').slice(1, 3)).toEqual(['text', 'Yes']);
    await expect(row(canvasElement, 'targets[].text').slice(1, 3)).toEqual(['text', 'Yes']);
    await expect(row(canvasElement, 'titleColor')[3]).toBe('none (an unusable value is dropped)');
    // The block's own fields first; the common fields of §3 in a table of their own.
    const own = canvas.getByRole('table', { name: 'Fields' });
    const common = canvas.getByRole('table', { name: 'Common fields' });
    await expect(within(own).getByRole('rowheader', { name: 'mediaPosition' })).toBeVisible();
    await expect(within(common).getByRole('rowheader', { name: 'titleColor' })).toBeVisible();
    await expect(within(own).queryByRole('rowheader', { name: 'titleColor' })).toBeNull();
  },
};

/** The hero's page on a phone: the same table scrolls sideways rather than squeezing the descriptions. */
export const HeroOnAPhone: Story = {
  render: () => <BlockSchemaPage source={sourceFor('hero')} />,
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Hero' })).toBeVisible();
    await expect(row(canvasElement, 'hideTitle')[4]).toBe(
      'Keeps the title for assistive technology but hides it on screen.',
    );
  },
};
