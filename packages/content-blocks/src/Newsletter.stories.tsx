import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { apiServices, newsletterHandlers, REFUSAL_MESSAGE, REFUSED_EMAIL } from './Newsletter.handlers';
import { Newsletter } from './Newsletter';
import { answerStoryRequests } from './storyMsw';

const API = '/api';
const member = { status: 'registered' as const, email: 'maya.chen@example.com', firstName: 'Maya' };

const meta = {
  title: 'Content blocks/Newsletter sign-up',
  component: Newsletter,
  args: {
    id: 'footer-newsletter',
    title: 'Trail notes in your inbox',
    subtitle: 'New gear, events and 10% off your first order.',
    disclaimer: 'You can unsubscribe at any time from the link in every email.',
    policyText: {
      html: '<p>I’d like to receive emails about new gear and events, and I have read the <a href="/en-gb/policies/privacy">privacy policy</a>.</p>',
    },
    formatHint: true,
    location: { pathname: '/en-gb/', search: '' },
    services: apiServices(API, { onEvent: fn() }),
  },
  beforeEach: async () => {
    await answerStoryRequests(...newsletterHandlers(API, [], 300));
  },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest signs up: submitting, then the success message; the form resets. */
export const GuestSignsUp: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Thanks for signing up/), {
      timeout: 10_000,
    });
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
  },
};

/** Missing email and unticked policy: the field messages, before any call. */
export const ValidationMessages: Story = {
  globals: { viewport: { value: 'sm' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The service refuses the address: its own message in an alert. */
export const ServiceError: Story = {
  globals: { viewport: { value: 'md' } },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), REFUSED_EMAIL);
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(REFUSAL_MESSAGE), { timeout: 10_000 });
  },
};

/** Signed in with the dynamic form flag: the account's email, locked. */
export const SignedInLockedEmail: Story = {
  args: { services: apiServices(API, { account: member, features: { dynamicNewsletterForm: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.chen@example.com');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  },
};

/** Already subscribed: the heading says so; no form. */
export const AlreadySubscribed: Story = {
  args: { services: apiServices(API, { account: { ...member, newsletterSubscribed: true } }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** While the account loads: a skeleton. */
export const LoadingAccount: Story = {
  args: { services: apiServices(API, { account: { status: 'loading' } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the sign-up form')).toHaveAttribute('aria-busy', 'true');
  },
};
