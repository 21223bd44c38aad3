import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleIconAndTextCollection } from './exampleBlocks';
import { IconAndTextCollection } from './IconAndTextCollection';
import { iconAndTextCollectionBlockSchema } from './iconAndTextCollectionBlockSchema';

const promises = iconAndTextCollectionBlockSchema.parse(exampleIconAndTextCollection);

describe('IconAndTextCollection', () => {
  it('lists its items with decorative icons and sanitised text', () => {
    render(<IconAndTextCollection {...promises} />);
    expect(screen.getByRole('region', { name: 'Why shop with us' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'How repairs work' })).toHaveAttribute('href', '/en-gb/repairs');
  });

  it.each([
    ['small', 'md', '24'],
    ['medium', 'lg', '32'],
    ['large', '3xl', '48'],
  ] as const)('maps icon size %s to the %s token', (iconSize, token, pixels) => {
    const { container } = render(<IconAndTextCollection {...promises} iconSize={iconSize} />);
    expect(container.querySelector('section')).toHaveClass(`sb-icon-text--icon-${token}`);
    expect(container.querySelector('img')).toHaveAttribute('width', pixels);
  });

  it('lays four items out as a two-column grid, other counts and one-column not', () => {
    const { container, rerender } = render(<IconAndTextCollection {...promises} />);
    const section = () => container.querySelector('section')!;
    expect(section()).toHaveClass('sb-icon-text--two-by-two');
    rerender(<IconAndTextCollection {...promises} iconAndText={promises.iconAndText.slice(0, 3)} />);
    expect(section()).not.toHaveClass('sb-icon-text--two-by-two');
    rerender(<IconAndTextCollection {...promises} variant="one-column" />);
    expect(section()).not.toHaveClass('sb-icon-text--two-by-two');
    expect(section()).toHaveClass('sb-icon-text--one-column');
  });

  it('falls back to defaults for unknown variants and sizes, and keeps item colours', () => {
    const parsed = iconAndTextCollectionBlockSchema.parse({
      ...exampleIconAndTextCollection,
      variant: 'zigzag',
      iconSize: 'huge',
      iconAndText: [
        { ...exampleIconAndTextCollection.iconAndText[0], backgroundColor: '#e8efe9', textColor: 'url(x)' },
      ],
    });
    expect(parsed.variant).toBe('icon-above-text');
    expect(parsed.iconSize).toBe('medium');
    const { container } = render(<IconAndTextCollection {...parsed} />);
    const item = container.querySelector('li')!;
    expect(item.style.getPropertyValue('--sb-icon-text-background')).toBe('#e8efe9');
    expect(item.style.getPropertyValue('--sb-icon-text-color')).toBe('');
  });

  it('sanitises item text', () => {
    const { container } = render(
      <IconAndTextCollection
        {...promises}
        iconAndText={[{ ...promises.iconAndText[0]!, richText: { html: '<p>Free<svg onload=alert(1)></svg></p>' } }]}
      />,
    );
    expect(container.innerHTML).not.toMatch(/onload|<svg/);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <IconAndTextCollection {...promises} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
