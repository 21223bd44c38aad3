import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { apiServices, newsletterHandlers } from './Newsletter.handlers';
import { Popup } from './Popup';
import { popupBlockSchema } from './popupBlockSchema';
import { answerStoryRequests } from './storyMsw';

const registration = popupBlockSchema.parse({
  id: 'popup-en-gb-registration',
  type: 'popup',
  variant: 'accountRegistration',
  delay: 0.2,
  logo: { url: '/media/category-jackets.svg', alt: 'Switchback', width: 600, height: 750 },
  logoSize: 'sm',
  minimizedTitle: 'Free returns for members',
  maximizedTitle: 'Create an account',
  title: 'Members get free returns and early access to sales',
  richText: { html: '<p>Join Trail Club for free: earn points on every order and get birthday offers.</p>' },
  disclaimer: 'See the Trail Club terms for details.',
  targets: [{ id: 'popup-register', text: 'Create account', url: '/en-gb/sign-up', style: { sm: 'primary' } }],
  backgroundColor: '#e3ecef',
});

const findTab = (canvasElement: HTMLElement, name: string) =>
  waitFor(() => within(canvasElement.ownerDocument.body).getByRole('button', { name }), { timeout: 10_000 });

const meta = {
  title: 'Content blocks/Popup',
  component: Popup,
  parameters: { layout: 'fullscreen' },
  args: { ...registration, pageKey: '/storybook', services: { onEvent: fn() } },
  argTypes: {
    variant: { control: 'inline-radio', options: ['newsletter', 'accountRegistration'] },
    logoSize: { control: 'inline-radio', options: ['sm', 'lg'] },
  },
  beforeEach: async () => {
    window.localStorage.clear();
    await answerStoryRequests(...newsletterHandlers('/api'));
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Account registration: minimised after its delay; expanding opens the dialog; Escape closes it for good. */
export const AccountRegistration: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvasElement, args }) => {
    const tab = await findTab(canvasElement, 'Free returns for members');
    await userEvent.click(tab);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    await expect(args.services?.onEvent).toHaveBeenCalledWith({ kind: 'popupExpand', blockId: registration.id });
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).toBeNull();
    await expect(page.queryByRole('button', { name: 'Free returns for members' })).toBeNull();
  },
};

/** The newsletter pop-up on a phone, with the sign-up form inside (answered by msw). */
export const NewsletterOnPhone: Story = {
  globals: { viewport: { value: 'sm' } },
  args: {
    id: 'popup-en-gb-newsletter',
    variant: 'newsletter',
    logoSize: 'lg',
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Join the trail crew',
    title: 'Sign up for 10% off your first order',
    richText: undefined,
    disclaimer: 'By signing up you agree to receive marketing emails. Unsubscribe at any time.',
    backgroundColor: '#f3e6d8',
    services: apiServices('/api', { onEvent: fn() }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await findTab(canvasElement, 'Get 10% off'));
    const dialog = within(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Join the trail crew' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Email' }), 'kai@example.com');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(dialog.getByRole('status')).toHaveTextContent(/Thanks for signing up/));
  },
};

/** Tablet: the minimised tab, closed from its × button. */
export const MinimisedClosed: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvasElement }) => {
    await findTab(canvasElement, 'Free returns for members');
    await userEvent.click(
      within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Close: Free returns for members' }),
    );
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('button', { name: 'Free returns for members' }),
    ).toBeNull();
  },
};
