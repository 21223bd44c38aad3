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
      accordions: [
        { title: ' ', richText: { html: '<p>x</p>' } },
        { title: 'Care', richText: { html: '<p>Wash cold<img src=x onerror=alert(1)></p>' } },
      ],
    });
    const { container } = render(<Accordion {...parsed} />);
    expect(container.querySelectorAll('details')).toHaveLength(1);
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it('reads the common fields: heading group, rich text, buttons unless No-CTA, background', () => {
    const parsed = accordionBlockSchema.parse({
      ...exampleAccordion,
      overline: 'Tent sale',
      subtitle: 'Everything about this offer',
      titleStyle: 'lg',
      richText: { html: '<p>Read before you buy.</p>' },
      targets: [{ id: 'help', text: 'Contact us', url: '/en-gb/help/contact-us', style: { sm: 'secondary' } }],
      backgroundColor: '#f8f7f4',
      bottomMargins: { sm: 16 },
    });
    const { container, rerender } = render(<Accordion {...parsed} />);
    const region = screen.getByRole('region', { name: 'Good to know' });
    expect(region).toHaveClass('sb-block--margins');
    expect(region.style.getPropertyValue('--sb-block-background')).toBe('#f8f7f4');
    expect(screen.getByRole('heading', { level: 2, name: 'Good to know' })).toHaveClass('sb-text--lg');
    expect(screen.getByText('Tent sale')).toHaveClass('sb-heading__overline');
    expect(screen.getByText('Everything about this offer')).toBeInTheDocument();
    expect(screen.getByText('Read before you buy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/en-gb/help/contact-us');
    rerender(<Accordion {...parsed} linkType="No-CTA" />);
    expect(screen.queryByRole('link', { name: 'Contact us' })).toBeNull();
    expect(container.querySelectorAll('details')).toHaveLength(3);
  });

  it('keeps its title for screen readers with hideTitle, and can be the page’s h1', () => {
    const { rerender } = render(<Accordion {...accordion} hideTitle />);
    expect(screen.getByRole('heading', { name: 'Good to know' })).toHaveClass('sb-visually-hidden');
    rerender(<Accordion {...accordion} titleH1 />);
    expect(screen.getByRole('heading', { level: 1, name: 'Good to know' })).toBeInTheDocument();
  });

  it('draws section icons, the plus marker style and paddings per breakpoint; unknown values fall back', () => {
    const parsed = accordionBlockSchema.parse({
      ...exampleAccordion,
      iconsStyle: 'plus',
      paddings: { sm: 16, lg: 48 },
      accordions: [
        { ...exampleAccordion.accordions[0], icon: { url: '/media/icons/returns.svg', alt: 'Returns' } },
        { ...exampleAccordion.accordions[1], icon: { url: 'javascript:alert(1)' } },
      ],
    });
    expect(parsed.accordions[1]!.icon).toBeUndefined();
    const { container } = render(<Accordion {...parsed} />);
    const region = screen.getByRole('region', { name: 'Good to know' });
    expect(region).toHaveClass('sb-accordion--icons-plus');
    expect(region.style.getPropertyValue('--sb-accordion-padding-lg')).toBe('3rem');
    expect(container.querySelector('summary')).toContainElement(screen.getByRole('img', { name: 'Returns' }));
    expect(
      accordionBlockSchema.parse({ ...exampleAccordion, iconsStyle: 'stars', paddings: { sm: -4 } }),
    ).toMatchObject({ iconsStyle: 'chevron', paddings: undefined });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Accordion {...accordion} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
