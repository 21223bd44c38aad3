import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { exampleRichText } from './exampleBlocks';
import { RichText } from './RichText';
import { richTextBlockSchema } from './richTextBlockSchema';

const meta = {
  title: 'Content blocks/Rich text',
  component: RichText,
  args: richTextBlockSchema.parse(exampleRichText),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CareGuide: Story = {};

export const SizeTable: Story = {
  args: {
    id: 'rich-text-sock-sizes',
    richText: {
      html:
        '<h2>Hiking sock sizes</h2><p>Socks should be snug at the heel with no fabric bunching at the toe.</p>' +
        '<table><thead><tr><th scope="col">Sock size</th><th scope="col">UK shoe</th><th scope="col">EU shoe</th></tr></thead>' +
        '<tbody><tr><td>S</td><td>3–5</td><td>36–38</td></tr><tr><td>M</td><td>6–8</td><td>39–42</td></tr>' +
        '<tr><td>L</td><td>9–11</td><td>43–46</td></tr></tbody></table>',
    },
  },
};

/** Pasted markup keeps its words and loses everything that could run or restyle the page. */
export const PastedFromAnotherSite: Story = {
  args: {
    id: 'rich-text-pasted',
    richText: {
      html:
        '<h2 style="color:red" onclick="track()">Free repairs for life</h2>' +
        '<p>Bring any Switchback jacket to a store.<script>steal(document.cookie)</script></p>' +
        '<p><a href="javascript:alert(1)">Book a repair</a> or <a href="/en-gb/stores" target="_blank">find a store</a>.</p>' +
        '<img src="x" onerror="alert(1)">',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Free repairs for life' })).not.toHaveAttribute('style');
    await expect(canvasElement.querySelector('script, img, [onclick]')).toBeNull();
    await expect(canvas.getByText('Book a repair')).not.toHaveAttribute('href');
    await expect(canvas.getByRole('link', { name: 'find a store' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
