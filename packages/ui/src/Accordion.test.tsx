import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Accordion, AccordionItem } from './Accordion';

describe('Accordion', () => {
  it('renders native details with a summary, open when asked', () => {
    render(
      <Accordion>
        <AccordionItem title="Delivery" defaultOpen>
          Free over $75.
        </AccordionItem>
        <AccordionItem title="Returns">30 days.</AccordionItem>
      </Accordion>,
    );
    const delivery = screen.getByText('Delivery').closest('details')!;
    const returns = screen.getByText('Returns').closest('details')!;
    expect(delivery).toHaveAttribute('open');
    expect(returns).not.toHaveAttribute('open');
    expect(screen.getByText('Returns').closest('summary')).toBeInTheDocument();
  });

  // jsdom does not activate a summary from the keyboard; the browser does (see the Accordion stories).
  it('is a tab stop that opens and closes on click', async () => {
    const { user } = renderWithUser(<AccordionItem title="Materials">Recycled shell.</AccordionItem>);
    const details = screen.getByText('Materials').closest('details')!;
    await user.tab();
    expect(screen.getByText('Materials').closest('summary')).toHaveFocus();
    await user.click(screen.getByText('Materials'));
    expect(details).toHaveAttribute('open');
    await user.click(screen.getByText('Materials'));
    expect(details).not.toHaveAttribute('open');
  });

  it('gives every item the group name so only one is open at a time', () => {
    render(
      <Accordion exclusiveName="faq">
        <AccordionItem title="A">a</AccordionItem>
        <AccordionItem title="B">b</AccordionItem>
      </Accordion>,
    );
    for (const title of ['A', 'B']) expect(screen.getByText(title).closest('details')).toHaveAttribute('name', 'faq');
  });

  it('is complete HTML without JavaScript', () => {
    const html = renderToString(
      <AccordionItem title="Care" defaultOpen>
        Wash cold.
      </AccordionItem>,
    );
    expect(html).toMatch(/^<details open="" class="sb-details__item"><summary/);
    expect(html).toContain('Wash cold.');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Accordion>
        <AccordionItem title="Delivery">Free over $75.</AccordionItem>
      </Accordion>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
