import { render, screen, within } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Anchors } from './Anchors';
import { BlockContextProvider } from './BlockContext';
import { anchorsBlockSchema } from './anchorsBlockSchema';
import { exampleAnchors } from './exampleBlocks';

const anchors = anchorsBlockSchema.parse(exampleAnchors);

describe('Anchors', () => {
  it('keeps the carried query parameters on a link to another page, not on in-page ones', () => {
    render(
      <BlockContextProvider location={{ pathname: '/en-us/guides/boots', search: '?cms=edit&utm_source=x' }}>
        <Anchors
          id="see-also"
          title="See also"
          targets={[
            { id: 'a', text: 'Fit', url: '#fit' },
            { id: 'b', text: 'Boots', url: '/en-us/c/mens-hiking-boots-100131' },
          ]}
        />
      </BlockContextProvider>,
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '#fit',
      '/en-us/c/mens-hiking-boots-100131?cms=edit',
    ]);
  });

  it('is a navigation landmark named by its title, listing the in-page links', () => {
    render(<Anchors {...anchors} />);
    const nav = screen.getByRole('navigation', { name: 'In this guide' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#fit', '#leather-or-fabric', '#soles', '#care']);
  });

  it('is named “On this page” without a title', () => {
    render(<Anchors {...anchors} title={undefined} />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('drops unsafe links, and draws nothing when none is left', () => {
    const { container, rerender } = render(
      <Anchors
        {...anchors}
        targets={[...anchors.targets, { id: 'x', text: 'Prize draw', url: 'javascript:alert(1)' }]}
      />,
    );
    expect(screen.queryByText('Prize draw')).toBeNull();
    rerender(<Anchors {...anchors} targets={[{ id: 'x', text: 'Prize draw', url: 'vbscript:msgbox(1)' }]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('fails its schema without any link', () => {
    expect(anchorsBlockSchema.safeParse({ ...exampleAnchors, targets: [] }).success).toBe(false);
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Anchors {...anchors} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
