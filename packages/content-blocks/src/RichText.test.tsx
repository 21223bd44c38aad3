import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { exampleRichText } from './exampleBlocks';
import { RichText } from './RichText';

describe('RichText', () => {
  it('renders the editor’s structure, accessible and sanitised', async () => {
    const { container } = render(
      <main>
        <RichText
          id={exampleRichText.id}
          richText={{
            html: `${exampleRichText.richText.html}<p onmouseover="steal()">Questions? <a href="tel:+441234567890">Call us</a></p>`,
          }}
        />
      </main>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Caring for your waterproofs' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute('href', 'tel:+441234567890');
    expect(container.innerHTML).not.toContain('onmouseover');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders nothing when the sanitised text is empty', () => {
    const { container } = render(<RichText id="empty" richText={{ html: '<script>alert(1)</script>' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
