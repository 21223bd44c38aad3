// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { axeViolations, installDialogStandIn, renderWithUser } from '@switchback/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { toCustomisationOffer } from '../../lib/customsForm';
import { CustomiseButton } from './CustomiseButton';

beforeAll(async () => {
  installDialogStandIn();
  // The dialog is a lazy chunk: load it once here so the test measures the dialog, not the module transform.
  await import('./CustomiserDialog');
}, 60_000);

const offer = toCustomisationOffer({
  initials: { minLength: 1, maxLength: 3, pattern: '^[A-Za-z0-9]+$' },
  threadColours: [
    { code: 'WHT', name: 'White', hex: '#ffffff' },
    { code: 'GLD', name: 'Gold', hex: '#c9a227' },
  ],
  laceColours: [
    { code: 'STD', name: 'Original laces', hex: null },
    { code: 'RED', name: 'Red', hex: '#c62828' },
  ],
  placements: [
    { code: 'heel', name: 'Heel' },
    { code: 'tongue', name: 'Tongue' },
  ],
  prices: { initials: 15, laces: 5, currency: 'USD' },
  leadTime: '14-21 business days',
  returnable: false,
})!;
const product = {
  id: 'SBHB10001',
  name: 'Talus Mid Waterproof Boot',
  price: 169,
  currency: 'USD',
  colour: 'BRK',
  colourName: 'Bark',
  colourHex: '#6b4f3a',
  sizes: ['9', '10'],
  selectedSize: null,
};

let posted: Record<string, FormDataEntryValue>[];
beforeEach(() => {
  posted = [];
});

function renderPage() {
  const Stub = createRoutesStub([
    {
      path: '/:locale/p/:slug',
      Component: () => <CustomiseButton product={product} offer={offer} lang="en-US" />,
      action: async ({ request }: { request: Request }) => {
        posted.push(Object.fromEntries(await request.formData()));
        return {
          ok: true,
          customs: true,
          message: 'Your customized boot is in your cart.',
          item: {
            item_id: 'SBHB10001',
            item_name: product.name,
            item_variant: 'u',
            size: '9',
            quantity: 1,
            price: 189,
            currency: 'USD',
          },
        };
      },
    },
    { path: '/:locale/cart', Component: () => <h1>Cart</h1> },
  ]);
  return renderWithUser(<Stub initialEntries={['/en-us/p/talus-mid-waterproof-boot-SBHB10001']} />);
}

describe('the customiser', () => {
  it(
    'opens from "Customise" with the initials focused, checks the design, prices it live and adds it',
    { timeout: 60_000 },
    async () => {
      const { user, container } = renderPage();
      await user.click(await screen.findByRole('button', { name: 'Customize' }));
      const dialog = await screen.findByRole(
        'dialog',
        { name: 'Customize your Talus Mid Waterproof Boot' },
        { timeout: 10_000 },
      );
      const initials = within(dialog).getByRole('textbox', { name: /Initials/ });
      await waitFor(() => expect(initials).toHaveFocus());
      expect(within(dialog).getByTestId('customs-price')).toHaveTextContent('$15.00');
      expect(within(dialog).getByTestId('customs-total')).toHaveTextContent('$184.00');

      // Nothing typed: the spec's required message, at the field, which keeps the focus; nothing is sent.
      await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
      expect(await within(dialog).findByText('This field is required')).toBeVisible();
      expect(initials).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(initials).toHaveFocus());
      expect(within(dialog).getByText('Please select an option.')).toBeVisible();
      expect(posted).toEqual([]);

      await user.type(initials, 'abcd');
      expect(within(dialog).getByText('Use at most 3 characters.')).toBeVisible();
      await user.clear(initials);
      await user.type(initials, 'a-b');
      expect(within(dialog).getByText('Use letters and numbers only.')).toBeVisible();
      await user.clear(initials);
      await user.type(initials, 'ab');
      expect(within(dialog).queryByText('Use letters and numbers only.')).toBeNull();

      await user.click(within(dialog).getByRole('radio', { name: 'Gold' }));
      await user.click(within(dialog).getByRole('radio', { name: /^Red/ }));
      await user.click(within(dialog).getByRole('radio', { name: 'Tongue' }));
      expect(within(dialog).getByTestId('customs-price')).toHaveTextContent('$20.00');
      expect(within(dialog).getByTestId('customs-total')).toHaveTextContent('$189.00');
      expect(
        within(dialog).getByRole('img', { name: 'Your boot with the initials AB in Gold on the tongue, red.' }),
      ).toBeInTheDocument();
      await user.selectOptions(within(dialog).getByRole('combobox', { name: /Size/ }), '10');
      expect(await axeViolations(container)).toEqual([]);

      await user.click(within(dialog).getByRole('button', { name: /^Add to cart/ }));
      expect(await within(dialog).findByText('Your customized boot is in your cart.')).toBeVisible();
      expect(posted).toEqual([
        {
          intent: 'customs',
          color: 'BRK',
          initials: 'ab',
          threadColour: 'GLD',
          laceColour: 'RED',
          placement: 'tongue',
          size: '10',
        },
      ]);
      expect(within(dialog).getByRole('link', { name: 'View cart' })).toHaveAttribute('href', '/en-us/cart');
    },
  );
});
