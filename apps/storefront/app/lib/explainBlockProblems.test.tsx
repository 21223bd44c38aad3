// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { LazyBlockRenderer, parseBlock } from '@switchback/content-blocks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { prepareShopBlocks } from './blockStylesheets.server';

// A hero an editor saved without its image and with a made-up variant of button style, and a block type no
// component draws: what preview mode shows in their place.
const heroWithoutMedia = {
  id: 'draft-hero',
  type: 'hero',
  name: 'Winter sale hero (draft)',
  title: 'Winter sale',
  targets: [{ id: 'cta', url: '/en-us/c/sale-1000' }],
};
const unknownType = { id: 'draft-carousel', type: 'carousel3d', name: '3D carousel' };

describe('invalid blocks in preview mode', () => {
  it('are explained field by field (which field, what is wrong, how to fix it), not with the schema check’s short messages', () => {
    const [hero, unknown] = prepareShopBlocks([heroWithoutMedia, unknownType]);
    const parsed = parseBlock(heroWithoutMedia);
    const shortMessages = parsed.status === 'invalid' ? parsed.problems : [];
    expect(hero!.$problem?.problems).not.toEqual(shortMessages);
    expect(hero!.$problem?.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Field `media` is missing: .+/)]),
    );
    expect(hero!.$problem?.problems).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Field `targets\[0\]\.text` is missing: .+/)]),
    );
    expect(unknown!.$problem?.problems).toEqual([
      expect.stringMatching(
        /^Field `type` is "carousel3d", which no component draws: use one of the registry's block types/,
      ),
    ]);

    render(<LazyBlockRenderer blocks={[hero!, unknown!]} preview />);
    const notes = screen.getAllByRole('note');
    expect(notes).toHaveLength(2);
    expect(within(notes[0]!).getByText(/Winter sale hero \(draft\)/)).toBeInTheDocument();
    expect(within(notes[0]!).getByText(/^Field `media` is missing: /)).toBeInTheDocument();
    expect(within(notes[1]!).getByText(/^Field `type` is "carousel3d"/)).toBeInTheDocument();
  });

  it('leave shoppers with nothing drawn, and a valid block untouched', () => {
    const valid = {
      id: 'hero',
      type: 'hero',
      title: 'Winter sale',
      media: { url: '/media/hero.svg', alt: 'Snow on a ridge', width: 1600, height: 900 },
    };
    const blocks = prepareShopBlocks([valid, heroWithoutMedia]);
    expect(blocks[0]!.$problem).toBeUndefined();
    expect(blocks[0]!.title).toBe('Winter sale');
    const { container } = render(<LazyBlockRenderer blocks={[blocks[1]!]} preview={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
