import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BlockContextProvider } from './BlockContext';
import { BlockFeaturesProvider } from './BlockFeatures';
import { exampleCommunityGallery, exampleProductGallery } from './presentationalExamples';
import { UgcGallery } from './UgcGallery';
import { ugcGalleryBlockSchema } from './ugcGalleryBlockSchema';

const community = ugcGalleryBlockSchema.parse(exampleCommunityGallery);

// The third-party widgets are not loaded here (no script address is given): the stories show the block's
// own part — where it shows, its heading, and the container the widget fills, tagged and started.
const at = (pathname: string) => [
  (Story: () => React.JSX.Element) => (
    <BlockFeaturesProvider locale="en-gb" lookupProductMasterId={async () => 'SB10000000'}>
      <BlockContextProvider location={{ pathname, search: '' }}>
        <Story />
      </BlockContextProvider>
    </BlockFeaturesProvider>
  ),
];

const meta = {
  title: 'Content blocks/UGC gallery',
  component: UgcGallery,
  parameters: { layout: 'padded' },
  args: community,
  argTypes: { widget: { control: 'inline-radio', options: ['product', 'community'] } },
} satisfies Meta<typeof UgcGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The community gallery on a story page: title and subtitle, widget started after 500 ms. */
export const CommunityOnAStoryPage: Story = {
  decorators: at('/en-gb/stories/cumbria-way'),
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: '#OutThereTogether' })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('#ugc-home-en-gb')).toHaveAttribute('data-started', 'true'));
  },
};

/** On a customs page the community gallery drops its title and subtitle. */
export const CommunityOnACustomsPage: Story = {
  decorators: at('/en-gb/customs/boots'),
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** The product gallery on a product page, tagged with the product's master id. */
export const ProductOnAProductPage: Story = {
  args: ugcGalleryBlockSchema.parse(exampleProductGallery),
  decorators: at('/en-gb/p/ridgeline-shell-SB10000001'),
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('#ugc-product')).toHaveAttribute('data-product-id', 'SB10000000'),
    );
  },
};

/** The product gallery elsewhere shows nothing (editors get a note in preview). */
export const ProductElsewhereInPreview: Story = {
  args: { ...ugcGalleryBlockSchema.parse(exampleProductGallery), preview: true },
  decorators: at('/en-gb/stories/cumbria-way'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('only on product and category pages');
  },
};
