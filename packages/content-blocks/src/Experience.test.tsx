import { act, render, screen } from '@testing-library/react';
import { EXPERIENCE_DECISIONS_GLOBAL, EXPERIENCE_RECALCULATE_EVENT } from '@switchback/personalisation';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import type { Block } from './parseBlock';

const text = (id: string, words: string): Block => ({ id, type: 'richText', richText: { html: `<p>${words}</p>` } });
const block: Block = {
  id: 'home-en-gb-delivery-experience',
  type: 'experience',
  experienceId: 'home_delivery_exp-4411',
  trackingEvent: 'delivery-message',
  baselines: [{ targets: [text('base', 'Free delivery over £50')] }],
  variants: [
    { name: 'Control', variantId: 'v-0', targets: [text('control', 'Control copy')] },
    {
      name: 'Free delivery for members',
      variantId: 'v-1',
      targets: [text('v1', 'Members: free delivery on everything')],
    },
  ],
};

const publish = (decisions: object | undefined) =>
  act(() => {
    (window as unknown as Record<string, unknown>)[EXPERIENCE_DECISIONS_GLOBAL] = decisions;
    window.dispatchEvent(new Event(EXPERIENCE_RECALCULATE_EVENT));
  });

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EXPERIENCE_DECISIONS_GLOBAL];
});

describe('Experience', () => {
  it('shows the baseline until a variant is decided, then the variant instead, and reports it once', () => {
    const onEvent = vi.fn();
    render(<BlockRenderer blocks={[block]} services={{ onEvent }} />);
    expect(screen.getByText('Free delivery over £50')).toBeInTheDocument();
    publish({ 'exp-4411': { variantId: 'v-1' } });
    expect(screen.queryByText('Free delivery over £50')).toBeNull();
    expect(screen.getByText('Members: free delivery on everything')).toBeInTheDocument();
    publish({ 'exp-4411': { variantId: 'v-1', name: 'Free delivery for members' } });
    expect(onEvent).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith({
      kind: 'experienceShown',
      blockId: 'home-en-gb-delivery-experience',
      experienceId: 'home_delivery_exp-4411',
      variantId: 'v-1',
      name: 'Free delivery for members',
      trackingEvent: 'delivery-message',
    });
  });

  it('keeps the baseline for Control and for a variant the block does not have', () => {
    render(<BlockRenderer blocks={[block]} />);
    publish({ 'exp-4411': { name: 'Control' } });
    expect(screen.getByText('Free delivery over £50')).toBeInTheDocument();
    publish({ 'exp-4411': { variantId: 'v-7' } });
    expect(screen.getByText('Free delivery over £50')).toBeInTheDocument();
  });

  it('draws the decision the app made on the server in the server HTML, before any page global', () => {
    const html = renderToString(
      <BlockRenderer blocks={[block]} experienceDecisions={{ 'exp-4411': { variantId: 'v-1' } }} />,
    );
    expect(html).toContain('Members: free delivery on everything');
    expect(html).not.toContain('Free delivery over £50');
  });

  it('lets a test-context override force a variant', () => {
    render(<BlockRenderer blocks={[block]} testOverride="v-1" />);
    expect(screen.getByText('Members: free delivery on everything')).toBeInTheDocument();
  });
});
