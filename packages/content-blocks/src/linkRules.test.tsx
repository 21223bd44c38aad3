// The link rules of content-blocks §2 across the presentational blocks: `#modal…` opens a modal on the current
// page, `?…#modal…` merges its query into the current one, and only http(s), mailto, tel and relative URLs
// are rendered. Each block is drawn through BlockRenderer with the same set of link targets.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import type { Block } from './parseBlock';
import { exampleBanner, exampleHero } from './exampleBlocks';

const links = [
  { id: 'modal', text: 'Size guide', url: '#modal-size-guide' },
  { id: 'merge', text: 'Wide fit', url: '?fit=wide#modal-fit' },
  { id: 'http', text: 'Brand site', url: 'https://switchback.example/about' },
  { id: 'relative', text: 'Boots', url: '/en-gb/c/boots-100131' },
  { id: 'mailto', text: 'Email us', url: 'mailto:help@switchback.example' },
  { id: 'tel', text: 'Call us', url: 'tel:+441234567890' },
  { id: 'js', text: 'Script link', url: 'javascript:alert(1)' },
  { id: 'data', text: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
  { id: 'vb', text: 'VBScript link', url: 'vbscript:msgbox(1)' },
  { id: 'file', text: 'File link', url: 'file:///etc/passwd' },
  { id: 'tab', text: 'Tabbed script link', url: 'java\tscript:alert(1)' },
];

const media = { url: '/media/ridge-dawn.svg', alt: '', width: 1600, height: 900 };

const blocks: Record<string, Block> = {
  hero: { ...exampleHero, targets: links },
  banner: { ...exampleBanner, variant: 'standard', targets: links },
  collection: { id: 'c', type: 'collection', title: 'Links', targets: links },
  verticalListCollection: {
    id: 'v',
    type: 'verticalListCollection',
    title: 'Links',
    items: links.map((link) => ({ id: link.id, title: link.text, url: link.url, media })),
  },
  iconAndTextCollection: {
    id: 'i',
    type: 'iconAndTextCollection',
    iconAndText: links.map((link) => ({
      icon: { url: '/media/icons/leaf.svg' },
      richText: { html: `<p>${link.id}</p>` },
      target: link,
    })),
  },
};

const location = { pathname: '/en-gb/c/boots-100131', search: '?colour=brown' };

describe.each(Object.entries(blocks))('link rules in %s', (_, block) => {
  it('renders http(s), mailto, tel and relative links, and drops every other scheme', () => {
    render(<BlockRenderer blocks={[block]} location={location} />);
    expect(screen.getByRole('link', { name: /Brand site/ })).toHaveAttribute(
      'href',
      'https://switchback.example/about',
    );
    expect(screen.getByRole('link', { name: /^Boots/ })).toHaveAttribute('href', '/en-gb/c/boots-100131');
    expect(screen.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', 'mailto:help@switchback.example');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+441234567890');
    for (const name of ['Script link', 'Data link', 'VBScript link', 'File link', 'Tabbed script link']) {
      expect(screen.queryByRole('link', { name: new RegExp(name) })).toBeNull();
    }
  });

  it('opens #modal… in page and merges ?…#modal… into the current query', async () => {
    const onOpenModal = vi.fn();
    render(<BlockRenderer blocks={[block]} location={location} onOpenModal={onOpenModal} />);
    const modal = screen.getByRole('link', { name: /Size guide/ });
    expect(modal).toHaveAttribute('href', '#modal-size-guide');
    expect(modal).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(modal);
    expect(onOpenModal).toHaveBeenLastCalledWith('modal-size-guide');
    const merged = screen.getByRole('link', { name: /Wide fit/ });
    expect(merged).toHaveAttribute('href', '/en-gb/c/boots-100131?colour=brown&fit=wide#modal-fit');
    await userEvent.click(merged);
    expect(onOpenModal).toHaveBeenLastCalledWith('modal-fit');
  });
});

describe('link rules in a dialog block', () => {
  it('keeps the safe targets and drops the rest', () => {
    window.history.replaceState(null, '', '/en-gb/c/boots-100131#modal-size-guide-dialog');
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    render(
      <BlockRenderer
        blocks={[{ id: 'size-guide-dialog', type: 'dialogBlock', title: 'Sizes', targets: links }]}
        location={location}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sizes' });
    expect(within(dialog).getByRole('link', { name: 'Wide fit' })).toHaveAttribute(
      'href',
      '/en-gb/c/boots-100131?colour=brown&fit=wide#modal-fit',
    );
    expect(within(dialog).queryByRole('link', { name: 'Script link' })).toBeNull();
    expect(within(dialog).getAllByRole('link')).toHaveLength(6);
    window.history.replaceState(null, '', '/');
  });
});
