import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { Accordion } from './Accordion';
import { accordionBlockSchema } from './accordionBlockSchema';
import { exampleAccordion } from './exampleBlocks';

const accordion = accordionBlockSchema.parse(exampleAccordion);

describe('Accordion', () => {
  it('renders each section as native details, open as the CMS says', () => {
    const { container } = render(<Accordion {...accordion} />);
    const sections = container.querySelectorAll('details');
    expect(sections).toHaveLength(3);
    expect([...sections].map((section) => section.open)).toEqual([false, true, false]);
    expect(screen.getByText('Offer terms').tagName).toBe('SUMMARY');
  });

  // Enter/Space on <summary> is the browser's own default action, which simulated key events cannot trigger.
  it('opens a section on activation, and its summary is the first tab stop', async () => {
    const user = userEvent.setup();
    const { container } = render(<Accordion {...accordion} />);
    const first = container.querySelector('details')!;
    await user.tab();
    expect(screen.getByText('Offer terms')).toHaveFocus();
    await user.click(screen.getByText('Offer terms'));
    expect(first.open).toBe(true);
  });

  it('parses the accordion commerce-api seeds on the promotions page', () => {
    const seeded = accordionBlockSchema.parse({
      id: 'promotions-en-gb-terms',
      type: 'accordion',
      name: 'Offer terms',
      accordions: [{ title: 'Offer terms', open: false, richText: { html: '<p>While stocks last.</p>' } }],
      bottomDivider: true,
    });
    const { container } = render(<Accordion {...seeded} />);
    expect(container.querySelector('section')).toHaveClass('sb-accordion--divider');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('drops sections without a title and sanitises the text', () => {
    const parsed = accordionBlockSchema.parse({
      ...exampleAccordion,
      accordions: [{ title: ' ', richText: { html: '<p>x</p>' } }, { title: 'Care', richText: { html: '<p>Wash cold<img src=x onerror=alert(1)></p>' } }],
    });
    const { container } = render(<Accordion {...parsed} />);
    expect(container.querySelectorAll('details')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it('has no axe violations', async () => {
    const { container } = render(<main><Accordion {...accordion} /></main>);
    expect(await axeViolations(container)).toEqual([]);
  });
});
