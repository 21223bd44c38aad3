import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { BlockContextProvider } from './BlockContext';
import { exampleVerticalListCollection } from './presentationalExamples';
import { VerticalListCollection } from './VerticalListCollection';
import { verticalListCollectionBlockSchema } from './verticalListCollectionBlockSchema';

const activities = verticalListCollectionBlockSchema.parse(exampleVerticalListCollection);
const activeImage = (container: HTMLElement) =>
  container.querySelector('.sb-vertical-list__image[data-active="true"]')?.getAttribute('src');

describe('VerticalListCollection', () => {
  it('lists its links under its title, accessibly, previewing the first item', async () => {
    const { container } = render(
      <main>
        <VerticalListCollection {...activities} />
      </main>,
    );
    const region = screen.getByRole('region', { name: 'Shop by activity' });
    expect(region).toBeInTheDocument();
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/en-gb/c/hiking-1210',
      '/en-gb/c/trail-running-1310',
      '/en-gb/c/camping-1400',
      '/en-gb/c/mens-fleece-and-midlayers-100120',
    ]);
    expect(screen.getByRole('link', { name: 'Camping Tents, sleeping bags and stoves' })).toBeInTheDocument();
    // The preview is decorative: the links carry the meaning.
    expect(container.querySelector('.sb-vertical-list__preview')).toHaveAttribute('aria-hidden', 'true');
    expect(activeImage(container)).toBe('/media/category-hiking-boots.svg');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('previews the hovered item, and the focused one for keyboard users', async () => {
    const { container } = render(<VerticalListCollection {...activities} />);
    fireEvent.pointerEnter(screen.getByRole('link', { name: /^Camping/ }));
    expect(activeImage(container)).toBe('/media/tent-dusk-tall.svg');
    await userEvent.tab();
    expect(screen.getByRole('link', { name: /^Hiking/ })).toHaveFocus();
    expect(activeImage(container)).toBe('/media/category-hiking-boots.svg');
    await userEvent.tab();
    expect(activeImage(container)).toBe('/media/category-trail-running.svg');
  });

  it('leaves out an item with an unsafe link (explained in preview) and opens modals in page', async () => {
    const onOpenModal = vi.fn();
    const items = [
      ...activities.items,
      { id: 'bad', title: 'Win a tent', url: 'javascript:alert(1)' },
      { id: 'sizes', title: 'Size guide', url: '#modal-size-guide' },
    ];
    const { rerender } = render(
      <BlockContextProvider onOpenModal={onOpenModal}>
        <VerticalListCollection {...activities} items={items} />
      </BlockContextProvider>,
    );
    expect(screen.queryByText('Win a tent')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Size guide' }));
    expect(onOpenModal).toHaveBeenCalledWith('modal-size-guide');
    rerender(<VerticalListCollection {...activities} items={items} preview />);
    expect(screen.getByText(/Item “Win a tent” is hidden/)).toBeInTheDocument();
  });

  it('needs at least one valid item', () => {
    expect(
      verticalListCollectionBlockSchema.safeParse({ id: 'x', type: 'verticalListCollection', items: [{ title: '' }] })
        .success,
    ).toBe(false);
  });
});
