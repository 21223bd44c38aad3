import { act, render, screen } from '@testing-library/react';
import { axeViolations } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockContextProvider } from './BlockContext';
import { BlockFeaturesProvider, type BlockFeatures } from './BlockFeatures';
import { exampleCommunityGallery, exampleProductGallery } from './presentationalExamples';
import {
  GALLERY_WIDGET_DELAY_MS,
  isCustomsPath,
  isProductOrCategoryPath,
  productIdFromPath,
  UgcGallery,
} from './UgcGallery';
import { ugcGalleryBlockSchema } from './ugcGalleryBlockSchema';

const community = ugcGalleryBlockSchema.parse(exampleCommunityGallery);
const product = ugcGalleryBlockSchema.parse(exampleProductGallery);

const renderAt = (pathname: string, block: typeof community, features: BlockFeatures = {}) =>
  render(
    <BlockFeaturesProvider locale="en-gb" {...features}>
      <BlockContextProvider location={{ pathname, search: '' }}>
        <main>
          <UgcGallery {...block} />
        </main>
      </BlockContextProvider>
    </BlockFeaturesProvider>,
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.querySelectorAll('script[data-container-id]').forEach((script) => script.remove());
});

describe('UGC gallery path rules (§2)', () => {
  it('recognises product and category pages by the §2 URL shapes', () => {
    expect(productIdFromPath('/en-gb/p/ridgeline-shell-SB10000001')).toBe('SB10000001');
    expect(productIdFromPath('/en-gb/ridgeline-shell-pSB1000000')).toBe('SB1000000');
    expect(productIdFromPath('/en-gb/c/jackets-1204')).toBeUndefined();
    expect(isProductOrCategoryPath('/en-gb/c/mens-jackets-100110')).toBe(true);
    expect(isProductOrCategoryPath('/de-de/wanderschuhe-c12345')).toBe(true);
    expect(isProductOrCategoryPath('/en-gb/c/jackets-12')).toBe(false);
    expect(isProductOrCategoryPath('/en-gb/stories/cumbria-way')).toBe(false);
    expect(isCustomsPath('/en-gb/customs/boots')).toBe(true);
    expect(isCustomsPath('/en-gb/customs')).toBe(true);
    expect(isCustomsPath('/en-gb/customers-say')).toBe(false);
  });
});

describe('UgcGallery', () => {
  it('community widget: title and subtitle off customs and product pages, script loaded after 500 ms', async () => {
    vi.useFakeTimers();
    const { container } = renderAt('/en-gb/stories/cumbria-way', community, {
      galleryWidgetScriptUrl: 'https://widgets.example/ugc.js',
    });
    expect(screen.getByRole('region', { name: '#OutThereTogether' })).toHaveTextContent('Tag your trips');
    expect(document.querySelector('script[data-container-id]')).toBeNull();
    act(() => vi.advanceTimersByTime(GALLERY_WIDGET_DELAY_MS));
    const script = document.querySelector<HTMLScriptElement>('script[data-container-id="ugc-home-en-gb"]')!;
    expect(script.src).toBe('https://widgets.example/ugc.js');
    expect(script.dataset.locale).toBe('en-gb');
    expect(container.querySelector('#ugc-home-en-gb')).toHaveAttribute('data-started', 'true');
    vi.useRealTimers();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('community widget: no title or subtitle on a customs page or a product page, and only logs a failed script', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { unmount } = renderAt('/en-gb/customs/boots', community, {
      galleryWidgetScriptUrl: 'https://widgets.example/ugc.js',
    });
    expect(screen.queryByText('#OutThereTogether')).toBeNull();
    act(() => vi.advanceTimersByTime(GALLERY_WIDGET_DELAY_MS));
    document.querySelector('script[data-container-id]')!.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledWith('Gallery widget failed to load', 'https://widgets.example/ugc.js');
    unmount();
    renderAt('/en-gb/p/ridgeline-shell-SB10000001', community);
    expect(screen.queryByText(/Tag your trips/)).toBeNull();
  });

  it('never loads a script from a non-https address', () => {
    vi.useFakeTimers();
    renderAt('/en-gb', community, { galleryWidgetScriptUrl: 'javascript:alert(1)' });
    act(() => vi.advanceTimersByTime(GALLERY_WIDGET_DELAY_MS));
    expect(document.querySelector('script[data-container-id]')).toBeNull();
  });

  it('product widget: only on product and category pages, tagged with the master id', async () => {
    vi.useFakeTimers();
    const lookup = vi.fn(async () => 'SB10000000');
    const { container, unmount } = renderAt('/en-gb/p/ridgeline-shell-SB10000001', product, {
      lookupProductMasterId: lookup,
    });
    expect(container.querySelector('#ugc-product')).not.toHaveAttribute('data-product-id');
    await act(async () => vi.advanceTimersByTime(GALLERY_WIDGET_DELAY_MS));
    expect(lookup).toHaveBeenCalledWith('SB10000001');
    expect(container.querySelector('#ugc-product')).toHaveAttribute('data-product-id', 'SB10000000');
    expect(container.querySelector('#ugc-product')).toHaveAttribute('data-filter', 'approved');
    unmount();
    const elsewhere = renderAt('/en-gb/stories/cumbria-way', product);
    expect(elsewhere.container.querySelector('#ugc-product')).toBeNull();
  });

  it('product widget: a failed lookup is only logged and the gallery renders untagged', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failure = new Error('product-not-found');
    const { container } = renderAt('/en-gb/p/ridgeline-shell-SB10000001', product, {
      lookupProductMasterId: async () => Promise.reject(failure),
    });
    await act(async () => vi.advanceTimersByTime(GALLERY_WIDGET_DELAY_MS));
    expect(warn).toHaveBeenCalledWith('Gallery product lookup failed', failure);
    expect(container.querySelector('#ugc-product')).toHaveAttribute('data-started', 'true');
    expect(container.querySelector('#ugc-product')).not.toHaveAttribute('data-product-id');
    expect(screen.getByRole('region', { name: 'Worn by you' })).toBeInTheDocument();
  });

  it('rejects a container id that is not a plain element id', () => {
    expect(
      ugcGalleryBlockSchema.safeParse({ ...exampleCommunityGallery, containerId: '"><img src=x onerror=alert(1)>' })
        .success,
    ).toBe(false);
  });
});
