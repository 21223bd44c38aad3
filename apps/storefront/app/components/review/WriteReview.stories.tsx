import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { browseMessagesFor } from '../../lib/browseText';
import { markPageHydrated } from '../../lib/useHydrated';
import { expectDialogKeyboardPath, findOpenDialog } from '../../testing/dialogStoryChecks';
import { answerShopRequests, shopRoute, ShopStory } from '../../testing/shopStory';
import { readReviewForm, type ReviewWriteResult } from './reviewForm';
import { WriteReview } from './WriteReview';

const PRODUCT = { id: 'SBJK10026', name: 'Alpenglow Parka', path: '/p/alpenglow-parka-SBJK10026' };

/**
 * The review route (`/p/{slug}/review`) answered over the network: its loader (the product, whether to ask about
 * fit, the signed-in shopper's nickname) and its action, which checks the form with the shop's own rules
 * (`readReviewForm`) and takes a valid review — published for a signed-in shopper, held for moderation for a guest.
 */
const reviewRoute = ({ nickname = '', pending = false } = {}) => {
  return [
    http.get(shopRoute('/:locale/p/:slug/review'), async () => {
      await delay(200);
      return HttpResponse.json({ locale: 'en-us', product: PRODUCT, askFit: true, nickname });
    }),
    http.post(shopRoute('/:locale/p/:slug/review'), async ({ request }) => {
      const form = await request.formData();
      await delay(200);
      // Read when the story sends the form: the strings are loaded by then (ShopStory's root loader).
      const t = browseMessagesFor('en-us');
      const { values, fieldErrors, input } = readReviewForm(form, t);
      if (!input)
        return HttpResponse.json({ ok: false, message: t.fixFields, fieldErrors, values } satisfies ReviewWriteResult, {
          status: 400,
        });
      return HttpResponse.json({
        ok: true,
        pending,
        message: pending ? t.reviewPending : t.reviewPublished,
      } satisfies ReviewWriteResult);
    }),
  ];
};

/** "Write a review" in the product page's reviews section. */
function ProductReviews() {
  return (
    <ShopStory
      url={`/en-us${PRODUCT.path}`}
      routes={['/:locale/p/:slug/review']}
      page={() => (
        <section aria-labelledby="reviews-heading" id="reviews">
          <h2 id="reviews-heading">Reviews</h2>
          <WriteReview path={PRODUCT.path} />
        </section>
      )}
    />
  );
}

const meta = {
  title: 'Storefront/Write a review',
  component: ProductReviews,
  parameters: { layout: 'padded' },
  beforeEach: async () => {
    // As on the product page, where the reviews island is drawn after hydration: the dialog's trigger at once.
    markPageHydrated();
    await answerShopRequests(...reviewRoute({ nickname: 'Maya R.' }));
  },
} satisfies Meta<typeof ProductReviews>;

export default meta;
type Story = StoryObj<typeof meta>;

const openForm = async (opener: HTMLElement) => {
  await userEvent.click(opener);
  const dialog = await findOpenDialog(/Review Alpenglow Parka|Write a review/);
  await within(dialog).findByRole('textbox', { name: 'Title' });
  return dialog;
};

/**
 * The dialog with the form, the signed-in shopper's nickname filled in; the first field has focus, focus stays in
 * the dialog, Escape closes it and focus goes back to the button. Left open for the accessibility check.
 */
export const Form: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Write a review' });
    const dialog = await openForm(opener);
    await expect(within(dialog).getByRole('textbox', { name: 'Nickname (shown with your review)' })).toHaveValue(
      'Maya R.',
    );
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '5 stars' })).toHaveFocus());
    await expectDialogKeyboardPath(opener, 'Review Alpenglow Parka', async () => {
      await userEvent.click(opener);
    });
    await openForm(opener);
  },
};

/** Sent half filled in: the shop's messages under each field, what was typed kept, focus on the first field at fault. */
export const Refused: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    const dialog = await openForm(await canvas.findByRole('button', { name: 'Write a review' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Warm');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please check the highlighted fields.'),
    );
    await expect(within(dialog).getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Warm');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: '5 stars' })).toHaveFocus());
  },
};

/** A guest's valid review: the dialog closes, focus goes back to the button and the page thanks them. */
export const PublishedForModeration: Story = {
  beforeEach: async () => {
    await answerShopRequests(...reviewRoute({ pending: true }));
  },
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: 'Write a review' });
    const dialog = await openForm(opener);
    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Warm on the ridge');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Your review' }),
      'Kept me warm at -10 °C on a windy ridge; the hood fits over a helmet.',
    );
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Nickname (shown with your review)' }),
      'Trail Sam',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish review' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(
        'Thank you! Your review will appear once we have checked it.',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Write a review' })).toHaveFocus();
  },
};
