import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { useBlockContext } from './BlockContext';
import { blockRegistry, createBlockRegistry, defineBlock } from './blockRegistry';
import { BlockRenderer } from './BlockRenderer';
import { exampleBanner, exampleHero, exampleMultiLinkCard, exampleRichText, exampleSpacer } from './exampleBlocks';
import type { Block } from './parseBlock';

// A static block that counts its renders, and an interactive one (a counter) that draws nested blocks.
const noteRenders = vi.fn();
function Note({ text }: { text: string }) {
  noteRenders();
  return <p className="note">{text}</p>;
}
function Counter({ items }: { items: unknown[] }) {
  const [count, setCount] = useState(0);
  const { renderBlocks } = useBlockContext();
  return (
    <section aria-label="Counter">
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        Pressed {count} times
      </button>
      {renderBlocks?.(items)}
    </section>
  );
}
const registry = createBlockRegistry({
  ...Object.fromEntries(blockRegistry),
  note: defineBlock({
    label: 'Note',
    schema: z.object({ id: z.string(), text: z.string() }),
    component: Note,
    hydration: 'static',
  }),
  counter: defineBlock({
    label: 'Counter',
    schema: z.object({ id: z.string(), items: z.array(z.unknown()) }),
    component: Counter,
  }),
});

const note = (id: string, text: string) => ({ id, type: 'note', text });

/** Renders on the "server", puts the HTML in the page and hydrates it, collecting every hydration complaint. */
async function serverThenHydrate(blocks: Block[]) {
  const html = renderToString(<BlockRenderer blocks={blocks} registry={registry} />);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverDom = container.innerHTML;
  noteRenders.mockClear();
  const recoverable = vi.fn();
  const consoleError = vi.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <BlockRenderer blocks={blocks} registry={registry} />, { onRecoverableError: recoverable });
  });
  return { container, serverDom, recoverable, consoleError };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('selective hydration (StaticBlock)', () => {
  it('keeps a static block’s server markup while hydrating, without rendering it again or any mismatch', async () => {
    const { container, serverDom, recoverable, consoleError } = await serverThenHydrate([
      note('n1', 'Packed by hand in Kendal.'),
    ] as Block[]);
    expect(noteRenders).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverDom);
    expect(screen.getByText('Packed by hand in Kendal.')).toBeInTheDocument();
  });

  it('hydrates an interactive block around a static one, which keeps its markup across the block’s re-renders', async () => {
    const blocks = [{ id: 'c1', type: 'counter', items: [note('n2', 'Free returns for 60 days.')] }] as Block[];
    const { container, recoverable, consoleError } = await serverThenHydrate(blocks);
    const kept = container.querySelector('.note');
    await userEvent.click(screen.getByRole('button', { name: 'Pressed 0 times' }));
    expect(screen.getByRole('button', { name: 'Pressed 1 times' })).toBeInTheDocument();
    // The very same element: React never touched the static block's DOM.
    expect(container.querySelector('.note')).toBe(kept);
    expect(kept).toHaveTextContent('Free returns for 60 days.');
    expect(noteRenders).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('draws static blocks as usual when they are mounted in the browser (client navigation, no server markup)', () => {
    render(<BlockRenderer blocks={[note('n3', 'Rendered in the browser.')] as Block[]} registry={registry} />);
    expect(noteRenders).toHaveBeenCalled();
    expect(screen.getByText('Rendered in the browser.')).toBeInTheDocument();
  });

  it('hydrates the real presentational blocks without mismatch, and hydrates a static type with a modal link', async () => {
    const withModal = {
      ...exampleBanner,
      id: 'banner-modal',
      targets: [{ id: 't', text: 'Size guide', url: '#modal-size-guide', style: { sm: 'primary' } }],
    };
    const blocks = [exampleHero, exampleSpacer, exampleRichText, exampleMultiLinkCard, withModal] as Block[];
    const { container, serverDom, recoverable, consoleError } = await serverThenHydrate(blocks);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(serverDom);
    // The spacer, the rich text and the card keep their markup; the hero links to a size-guide modal in its text.
    const kept = [...container.querySelectorAll('[data-sb-static]')].map(
      (wrapper) => wrapper.firstElementChild?.className.split(' ')[0],
    );
    expect(kept).toEqual(['sb-spacer', 'sb-rich-text', 'sb-multi-link-card']);
    expect(screen.getByRole('link', { name: 'Size guide' }).closest('[data-sb-static]')).toBeNull();
  });
});
