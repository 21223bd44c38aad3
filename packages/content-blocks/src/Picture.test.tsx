import { render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { describe, expect, it } from 'vitest';
import { examplePicture } from './exampleBlocks';
import { Picture } from './Picture';
import { pictureBlockSchema } from './pictureBlockSchema';

const picture = pictureBlockSchema.parse(examplePicture);

describe('Picture', () => {
  it('offers a source per larger breakpoint, each with its size, and the small image as fallback', () => {
    const { container } = render(<Picture {...picture} />);
    const source = container.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(min-width: 64rem)');
    expect(source).toHaveAttribute('srcset', '/media/tent-dusk-wide.svg');
    expect(source).toHaveAttribute('width', '1600');
    expect(source).toHaveAttribute('height', '700');
    const image = screen.getByRole('img', { name: /orange tunnel tent/ });
    expect(image).toHaveAttribute('src', '/media/tent-dusk-tall.svg');
    expect(image).toHaveAttribute('width', '750');
    expect(image).toHaveAttribute('height', '1000');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('accepts a single image and loads it eagerly as the first block', () => {
    const single = pictureBlockSchema.parse({ ...examplePicture, media: examplePicture.media.lg });
    const { container } = render(<Picture {...single} priority />);
    expect(container.querySelector('source')).toBeNull();
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('is a link named by the image, with a caption', () => {
    render(<Picture {...picture} />);
    const link = screen.getByRole('link', { name: /orange tunnel tent/ });
    expect(link).toHaveAttribute('href', '/en-gb/c/tents-100420');
    expect(screen.getByRole('figure')).toHaveTextContent('The Corrie 2 tunnel tent');
  });

  it('names the link from the target text when the image is decorative', () => {
    const media = { url: '/media/tent-dusk-wide.svg', alt: '', width: 1600, height: 700 };
    render(<Picture {...picture} media={media} mediaTarget={{ url: '/en-gb/c/tents-100420', text: 'Shop tents' }} />);
    expect(screen.getByRole('link', { name: 'Shop tents' })).toBeInTheDocument();
  });

  it('drops an unsafe link and rejects unsafe image URLs', () => {
    render(<Picture {...picture} mediaTarget={{ url: 'javascript:alert(1)' }} preview />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText(/The picture is not a link/)).toBeInTheDocument();
    const result = pictureBlockSchema.safeParse({
      ...examplePicture,
      media: { url: 'data:image/svg+xml,<svg onload=alert(1)>', width: 1, height: 1 },
    });
    expect(result.success).toBe(false);
  });

  it('reads the common fields: caption style, colour and position, badge, full width, hidden breakpoint', () => {
    const parsed = pictureBlockSchema.parse({
      ...examplePicture,
      captionPosition: 'top',
      captionStyle: 'xs',
      captionColor: '#5c5a54',
      badge: { url: '/media/badge-new.svg', alt: 'New' },
      isFullWidth: true,
      hideOnBreakpoint: ['sm'],
      alignment: 'center',
    });
    const { container } = render(<Picture {...parsed} />);
    const figure = container.querySelector('figure')!;
    expect(figure).toHaveClass(
      'sb-picture--full-width',
      'sb-block--full-width',
      'sb-block--hide-sm',
      'sb-block--text-md-center',
    );
    const caption = figure.querySelector('figcaption')!;
    expect(figure.firstElementChild).toBe(caption);
    expect(caption).toHaveClass('sb-text--xs', 'sb-text--custom-color');
    expect(caption).toHaveTextContent('The Corrie 2 tunnel tent');
    expect(screen.getByRole('img', { name: 'New' })).toBeInTheDocument();
  });

  it('leaves the caption out with captionPosition off', () => {
    const { container } = render(<Picture {...picture} captionPosition="off" />);
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <main>
        <Picture {...picture} />
      </main>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
