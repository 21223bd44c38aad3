import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EventSignup } from './EventSignup';
import {
  eventSignupHandlers,
  exampleEventSignup,
  FULL_EVENT_ID,
  FULL_EVENT_MESSAGE,
  signedInMaya,
} from './EventSignup.handlers';
import { eventSignupBlockSchema } from './eventSignupBlockSchema';
import { apiServices } from './Newsletter.handlers';
import { answerStoryRequests } from './storyMsw';

const API = '/api';
const event = eventSignupBlockSchema.parse(exampleEventSignup);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

const meta = {
  title: 'Content blocks/Event sign-up dialog',
  component: EventSignup,
  args: {
    ...event,
    location: { pathname: '/en-gb/events/peak-weekend', search: '' },
    services: apiServices(API, { account: signedInMaya }),
  },
  argTypes: { enablePlusOne: { control: 'boolean' } },
  beforeEach: async () => {
    await answerStoryRequests(...eventSignupHandlers(API, [], 300));
  },
} satisfies Meta<typeof EventSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the join form with attending days and a guest; saving shows the confirmation. */
export const SignedInJoins: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for this event' }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: 'Peak District trail weekend' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Saturday 16 May' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Guest name (optional)' }), 'Sam Patel');
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions.' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save my place' }));
    await waitFor(() => expect(dialog.getByRole('heading', { name: 'See you in Edale' })).toBeVisible(), {
      timeout: 10_000,
    });
  },
};

/** A guest: step 1 asks to sign in or create an account (switchable); Escape closes, focus returns. */
export const GuestStepOne: Story = {
  globals: { viewport: { value: 'sm' } },
  args: {
    services: apiServices(API, {
      account: { status: 'guest' },
      signInUrl: '/en-gb/sign-in',
      signUpUrl: '/en-gb/sign-up',
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Sign up for this event' });
    await userEvent.click(opener);
    const dialog = within(page(canvasElement).getByRole('dialog', { name: 'Peak District trail weekend' }));
    await expect(dialog.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'New here? Create an account' }));
    await expect(dialog.getByRole('link', { name: 'Create an account' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
    await expect(opener).toHaveFocus();
  },
};

/** One-day event that is full: no day choice, and the service's message in a dismissible alert. */
export const FullOneDayEvent: Story = {
  globals: { viewport: { value: 'md' } },
  args: {
    eventId: FULL_EVENT_ID,
    title: 'Ben Nevis sunrise hike',
    startDate: '2026-06-20T03:30:00+01:00',
    endDate: '2026-06-20T11:00:00+01:00',
    enablePlusOne: false,
    submitCtaLabel: undefined,
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up for this event' }));
    const dialog = within(page(canvasElement).getByRole('dialog', { name: 'Ben Nevis sunrise hike' }));
    await expect(dialog.queryByRole('group', { name: 'Which days will you come?' })).toBeNull();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I accept the event terms and conditions.' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Join the event' }));
    await waitFor(() => expect(dialog.getByRole('alert')).toHaveTextContent(FULL_EVENT_MESSAGE), { timeout: 10_000 });
  },
};
