import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DialogBlock, openModalByHash as openModalByHashForTest } from './DialogBlock';
import { dialogBlockSchema, dialogMediaPositions } from './dialogBlockSchema';
import { exampleDialogBlock } from './presentationalExamples';

const sizeGuide = dialogBlockSchema.parse(exampleDialogBlock);

// jsdom has no modal dialogs; these stand in for the browser's (the stories run the real ones in Chromium).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(() => window.history.replaceState(null, '', '/en-gb/c/jackets-1204?colour=olive'));

const setHash = (hash: string) =>
  act(() => {
    window.location.hash = hash;
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

describe('DialogBlock', () => {
  it('opens when the page hash names it and closes back to the page without the hash', async () => {
    window.history.replaceState(null, '', '/en-gb/c/jackets-1204?colour=olive');
    render(<DialogBlock {...sizeGuide} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    setHash('#modal-size-guide');
    const dialog = screen.getByRole('dialog', { name: 'Jacket size guide' });
    expect(dialog).toHaveTextContent('Between two sizes?');
    expect(await axeViolations(dialog)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/en-gb/c/jackets-1204?colour=olive',
    );
  });

  it('opens on load when the address already has its hash (a shared link)', () => {
    window.history.replaceState(null, '', '/en-gb/c/jackets-1204#modal-size-guide');
    render(<DialogBlock {...sizeGuide} />);
    expect(screen.getByRole('dialog', { name: 'Jacket size guide' })).toBeInTheDocument();
  });

  it('ignores other modals’ hashes and defaults its id to modal-{id}', () => {
    render(<DialogBlock {...sizeGuide} modalId={undefined} />);
    setHash('#modal-size-guide');
    expect(screen.queryByRole('dialog')).toBeNull();
    setHash('#modal-size-guide-jackets');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('has a trigger link to its own hash', () => {
    render(<DialogBlock {...sizeGuide} />);
    const trigger = screen.getByRole('link', { name: 'Open the size guide' });
    expect(trigger).toHaveAttribute('href', '#modal-size-guide');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it.each(dialogMediaPositions)('places the media for %s', (position) => {
    window.history.replaceState(null, '', '/#modal-size-guide');
    render(<DialogBlock {...sizeGuide} mediaPosition={position} />);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveClass(`sb-dialog-block--${position}`);
    const image = screen.getByRole('img', { name: 'Where to measure chest and sleeve on a jacket' });
    const inBody = image.closest('.sb-dialog-block__body') !== null;
    expect(inBody).toBe(position === 'body');
  });

  it('hides its buttons with No-CTA and falls back to top for an unknown media position', () => {
    expect(dialogBlockSchema.parse({ ...exampleDialogBlock, mediaPosition: 'right' }).mediaPosition).toBe('top');
    expect(dialogBlockSchema.safeParse({ ...exampleDialogBlock, modalId: 'javascript:alert(1)' }).success).toBe(false);
    window.history.replaceState(null, '', '/#modal-size-guide');
    render(<DialogBlock {...sizeGuide} linkType="No-CTA" />);
    expect(screen.queryByRole('link', { name: 'Ask a fitting expert' })).toBeNull();
  });
});

describe('openModalByHash', () => {
  it('opens the named dialog block and keeps the path and query', () => {
    window.history.replaceState(null, '', '/en-gb/c/jackets-1204?colour=olive');
    render(<DialogBlock {...sizeGuide} />);
    act(() => {
      openModalByHashForTest('modal-size-guide');
    });
    expect(screen.getByRole('dialog', { name: 'Jacket size guide' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/en-gb/c/jackets-1204?colour=olive');
  });
});
