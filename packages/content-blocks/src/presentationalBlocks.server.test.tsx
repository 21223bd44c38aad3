// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import { exampleBanner, exampleHero } from './exampleBlocks';
import {
  exampleCollection,
  exampleCommunityGallery,
  exampleDialogBlock,
  exampleHostedVideo,
  exampleInlineCatalogGrid,
  examplePlainVideo,
  exampleProductGallery,
  examplePlatformVideo,
  exampleVerticalListCollection,
} from './presentationalExamples';

// Server rendering (no window): every presentational block draws its markup, so pages work before and without
// hydration; interaction (carousel controls, previews, dialogs, widgets) comes with hydration.
const render = (blocks: unknown[], pathname = '/en-gb') =>
  renderToString(<BlockRenderer blocks={blocks as never} location={{ pathname, search: '' }} />);

describe('presentational blocks on the server', () => {
  it('renders the hero variants and the banner with their common fields', () => {
    const html = render([
      {
        ...exampleHero,
        overline: 'New for spring',
        variant: 'product-overlay',
        overlayPicture: { url: '/media/shell-jacket-cutout.svg', alt: 'Shell', width: 344, height: 538 },
      },
      { ...exampleBanner, eyebrowText: 'Members’ weekend', hideOnBreakpoint: ['lg'] },
    ]);
    expect(typeof globalThis.window).toBe('undefined');
    expect(html).toContain('Built for the long way round');
    expect(html).toContain('sb-hero__product');
    expect(html).toContain('New for spring');
    expect(html).toContain('sb-block--hide-lg');
  });

  it('renders a collection as its phone layout with every slide, and controls for the phone breakpoint', () => {
    const html = render([exampleCollection]);
    for (const title of ['Waterproof jackets', 'Fleece and midlayers', 'Hiking boots', 'Trail running shoes', 'Tents'])
      expect(html).toContain(title);
    expect(html).toContain('sb-collection--sm-carousel');
    expect(html).toContain('sb-collection--lg-grid');
    expect(html).toContain('Go to slide 5');
  });

  it('renders the video players, the dialog block closed, the lists and the galleries', () => {
    const html = render(
      [
        examplePlainVideo,
        examplePlatformVideo,
        exampleHostedVideo,
        exampleDialogBlock,
        exampleVerticalListCollection,
        exampleInlineCatalogGrid,
        exampleCommunityGallery,
        exampleProductGallery,
      ],
      '/en-gb/p/ridgeline-shell-SB10000001',
    );
    expect(html).toContain('/media/video/reproof-portrait.mp4');
    expect(html).toContain('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    // No feature flag on the server render: the hosted asset falls back to its platform link.
    expect(html).toContain('https://player.vimeo.com/video/76979871');
    expect(html).toMatch(/<dialog[^>]*>/);
    expect(html).not.toMatch(/<dialog[^>]*open/);
    expect(html).toContain('Open the size guide');
    expect(html).toContain('Layering for winter');
    expect(html).toContain('Three days on the Cumbria Way');
    // On a product page the community gallery drops its heading; the product gallery shows.
    expect(html).not.toContain('#OutThereTogether');
    expect(html).toContain('Worn by you');
  });

  it('renders titleHtml, subtitleHtml, mediaList and gradientBreakpoints, sanitised with the same policy as the browser', () => {
    const html = render([
      {
        ...exampleHero,
        titleHtml: 'Built for the <em>long</em> way round<img src=x onerror=alert(1)>',
        subtitleHtml: '<p>Waterproof to <strong>20,000 mm</strong></p><script>alert(1)</script>',
        mediaList: [{ url: '/media/category-jackets.svg', alt: 'A shell on a hanger', width: 600, height: 750 }],
        gradientBreakpoints: { md: 'off', lg: 'focused' },
      },
    ]);
    expect(html).toContain('<span class="sb-heading__html">Built for the <em>long</em> way round</span>');
    expect(html).toContain('Waterproof to <strong>20,000 mm</strong>');
    expect(html).not.toMatch(/<script|onerror|<img src="x"/);
    expect(html).toContain('alt="A shell on a hanger"');
    expect(html).toContain('sb-hero--gradient-md-off');
  });
});
