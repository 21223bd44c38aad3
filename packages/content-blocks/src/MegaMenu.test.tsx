import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { MegaMenu } from './MegaMenu';
import { MegaMenuItemBlock } from './MegaMenuItemBlock';
import { exampleMegaMenu } from './MegaMenu.examples';
import { megaMenuSchema } from './megaMenuItemBlockSchema';

const items = megaMenuSchema.parse(exampleMegaMenu);
const womenLink = () => screen.getByRole('link', { name: 'Women' });
const panelOf = (trigger: HTMLElement) => document.getElementById(trigger.getAttribute('aria-controls')!)!;

describe('megaMenuSchema', () => {
  it('keeps the three levels and drops entries that fail, not the menu', () => {
    const parsed = megaMenuSchema.parse([
      ...exampleMegaMenu,
      { id: 'broken', type: 'megaMenuItem' },
      {
        ...exampleMegaMenu[0],
        id: 'partly',
        columns: [{ title: '' }, exampleMegaMenu[0]!.columns[0]],
        menuBanner: { type: 'banner', id: 'b' },
      },
    ]);
    expect(parsed.map((item) => item.id)).toEqual([
      'menu-en-gb-womens',
      'menu-en-gb-mens',
      'menu-en-gb-gear',
      'menu-en-gb-sale',
      'partly',
    ]);
    expect(parsed[0]!.columns[0]!.children.map((link) => link.title)).toEqual([
      'Waterproof shells',
      'Down jackets',
      'Insulated',
    ]);
    expect(parsed[4]!.columns).toHaveLength(1);
    expect(parsed[4]!.menuBanner).toBeUndefined();
  });
});

describe('MegaMenu on desktop (hover and focus)', () => {
  it('renders every link on the server side with panels closed', () => {
    render(<MegaMenu items={items} view="desktop" />);
    expect(womenLink()).toHaveAttribute('href', '/en-gb/c/womens-100200');
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(womenLink())).not.toBeVisible();
    expect(screen.getByRole('link', { name: 'Sale' })).not.toHaveAttribute('aria-expanded');
  });

  it('opens a panel on hover with shop-all, columns, selectors and banner; closes on mouse leave', () => {
    render(<MegaMenu items={items} view="desktop" />);
    const item = womenLink().closest('li')!;
    fireEvent.mouseEnter(item);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    const panel = within(panelOf(womenLink()));
    expect(panel.getByRole('link', { name: 'Shop all women’s' })).toHaveAttribute('href', '/en-gb/c/womens-100200');
    expect(panel.getByRole('link', { name: 'Jackets' })).toHaveAttribute('href', '/en-gb/c/womens-jackets-100210');
    expect(panel.getByRole('link', { name: 'Down jackets' })).toHaveAttribute(
      'href',
      '/en-gb/c/womens-jackets-100210?q=down',
    );
    expect(panel.getByRole('region', { name: 'Shop by activity' })).toBeVisible();
    expect(panel.getByRole('link', { name: 'Trail running' })).toHaveAttribute(
      'href',
      '/en-gb/c/womens-100200?activity=trail-running',
    );
    expect(panel.getByRole('heading', { name: 'Autumn Ridgeline' })).toBeVisible();
    expect(panel.getByRole('link', { name: 'Shop the collection' })).toBeVisible();

    fireEvent.mouseLeave(item);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a hover-opened panel on Escape wherever focus is, leaving focus there, until the pointer comes back', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Search" />
        <MegaMenu items={items} view="desktop" />
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    const item = womenLink().closest('li')!;
    fireEvent.mouseEnter(item);
    expect(panelOf(womenLink())).toBeVisible();

    await user.keyboard('{Escape}');
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(womenLink())).not.toBeVisible();
    expect(search).toHaveFocus();

    // Pointing at the item again opens it again; Escape with nothing focused closes it too.
    fireEvent.mouseLeave(item);
    fireEvent.mouseEnter(item);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    search.blur();
    await user.keyboard('{Escape}');
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens only one panel at a time', () => {
    render(<MegaMenu items={items} view="desktop" />);
    fireEvent.mouseEnter(womenLink().closest('li')!);
    fireEvent.mouseEnter(screen.getByRole('link', { name: 'Men' }).closest('li')!);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens on keyboard focus, closes on Escape with focus back on the item, and when focus leaves', async () => {
    const user = userEvent.setup();
    render(<MegaMenu items={items} view="desktop" />);
    await user.tab();
    expect(womenLink()).toHaveFocus();
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Shop all women’s' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(womenLink()).toHaveFocus();

    // Focus leaving the item and its panel closes it: Shift+Tab back in reopens, then Tab onwards past the panel.
    await user.tab({ shift: true });
    await user.tab();
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    const panelLinks = within(panelOf(womenLink())).getAllByRole('link');
    for (let index = 0; index <= panelLinks.length; index += 1) await user.tab();
    expect(screen.getByRole('link', { name: 'Men' })).toHaveFocus();
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Men' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes on a route change', () => {
    const { rerender } = render(
      <MegaMenu items={items} view="desktop" location={{ pathname: '/en-gb', search: '' }} />,
    );
    fireEvent.mouseEnter(womenLink().closest('li')!);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    rerender(<MegaMenu items={items} view="desktop" location={{ pathname: '/en-gb', search: '' }} />);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'true');
    rerender(
      <MegaMenu
        items={items}
        view="desktop"
        location={{ pathname: '/en-gb/c/womens-jackets-100210', search: '?q=down' }}
      />,
    );
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link in the panel is followed, and reports the click with its level', () => {
    const onMenuEvent = vi.fn();
    render(<MegaMenu items={items} view="desktop" onMenuEvent={onMenuEvent} />);
    fireEvent.mouseEnter(womenLink().closest('li')!);
    const link = within(panelOf(womenLink())).getByRole('link', { name: 'Down jackets' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(womenLink()).toHaveAttribute('aria-expanded', 'false');
    expect(onMenuEvent).toHaveBeenCalledWith({
      kind: 'topNavLinkClick',
      itemId: 'menu-en-gb-womens',
      level: 'link',
      text: 'Down jackets',
      url: '/en-gb/c/womens-jackets-100210?q=down',
      tracking: 'womens',
    });
  });
});

describe('MegaMenu on desktop (trigger on click)', () => {
  it('opens on click of the item button, not on hover or focus, and closes on Escape or mouse leave', async () => {
    const user = userEvent.setup();
    render(<MegaMenu items={items} view="desktop" triggerOnClick />);
    const women = screen.getByRole('button', { name: 'Women' });
    fireEvent.mouseEnter(women.closest('li')!);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(women).toHaveFocus();
    expect(women).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(within(panelOf(women)).getByRole('link', { name: 'Shop all women’s' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(women).toHaveFocus();

    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(women.closest('li')!);
    expect(women).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('MegaMenu on mobile (accordions)', () => {
  it('expands level 1 and level 2 sections and reports each expansion once, on opening', async () => {
    const user = userEvent.setup();
    const onMenuEvent = vi.fn();
    render(<MegaMenu items={items} view="mobile" onMenuEvent={onMenuEvent} />);
    const women = screen.getByRole('button', { name: 'Women' });
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Shop all women’s' })).toBeNull();

    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Shop all women’s' })).toBeVisible();
    expect(onMenuEvent).toHaveBeenLastCalledWith({
      kind: 'mobileSectionExpand',
      itemId: 'menu-en-gb-womens',
      title: 'Women',
      tracking: 'womens',
    });

    const jackets = screen.getByRole('button', { name: 'Jackets' });
    await user.click(jackets);
    expect(jackets).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'All jackets' })).toHaveAttribute('href', '/en-gb/c/womens-jackets-100210');
    expect(screen.getByRole('link', { name: 'Insulated' })).toBeVisible();
    expect(onMenuEvent).toHaveBeenLastCalledWith(
      expect.objectContaining({ kind: 'mobileSectionExpand', columnId: 'menu-en-gb-womens-col-1', title: 'Jackets' }),
    );

    onMenuEvent.mockClear();
    await user.click(jackets);
    await user.click(women);
    expect(women).toHaveAttribute('aria-expanded', 'false');
    expect(onMenuEvent).not.toHaveBeenCalled();
  });

  it('hides the shop-all link per breakpoint and keeps a plain item a link', async () => {
    const user = userEvent.setup();
    render(<MegaMenu items={items} view="mobile" />);
    await user.click(screen.getByRole('button', { name: 'Gear' }));
    expect(screen.queryByRole('link', { name: 'Shop all gear' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sale' })).toHaveAttribute('href', '/en-gb/search?sale=1&sort=discount');
  });
});

describe('MegaMenu as a block', () => {
  it('draws a megaMenuItem through the registry', () => {
    render(<BlockRenderer blocks={[exampleMegaMenu[2]!]} />);
    expect(screen.getAllByRole('navigation', { name: 'Gear menu' })).toHaveLength(1);
  });

  it('opens a single item on click, for editors inspecting its panel', () => {
    render(<MegaMenuItemBlock {...items[0]!} />);
    const [desktop] = screen.getAllByRole('button', { name: 'Women' });
    fireEvent.click(desktop!);
    expect(desktop).toHaveAttribute('aria-expanded', 'true');
    expect(within(panelOf(desktop!)).getByRole('link', { name: 'Merino' })).toBeInTheDocument();
  });

  it('has no axe violations, open or closed', async () => {
    const { container } = render(<MegaMenu items={items} view="desktop" />);
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.mouseEnter(womenLink().closest('li')!);
    expect(await axeViolations(container)).toEqual([]);
  });
});
