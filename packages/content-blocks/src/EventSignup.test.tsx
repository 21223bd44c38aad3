import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, installDialogStandIn, setupMswServer } from '@switchback/test-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { BlockRenderer } from './BlockRenderer';
import type { BlockServices } from './blockServices';
import { EventSignup } from './EventSignup';
import {
  eventSignupHandlers,
  exampleEventSignup,
  FULL_EVENT_ID,
  FULL_EVENT_MESSAGE,
  signedInMaya,
} from './EventSignup.handlers';
import { eventDays, eventSignupBlockSchema } from './eventSignupBlockSchema';
import { apiServices } from './Newsletter.handlers';

const API = 'https://api.test';
const received: unknown[] = [];
setupMswServer(...eventSignupHandlers(API, received));
beforeAll(installDialogStandIn);

const event = eventSignupBlockSchema.parse(exampleEventSignup);
const location = { pathname: '/en-gb/events/peak-weekend', search: '' };
const now = () => new Date('2026-04-01T10:00:00.000Z');

function renderEvent(services: BlockServices, props: Partial<Parameters<typeof EventSignup>[0]> = {}) {
  received.length = 0;
  return render(<EventSignup {...event} services={services} location={location} now={now} {...props} />);
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Peak District trail weekend' }));

describe('eventDays', () => {
  it('offers one entry per calendar day, start to end inclusive, only for 2+ days', () => {
    expect(eventDays('2026-05-16T09:00:00+01:00', '2026-05-17T17:00:00+01:00')).toEqual(['2026-05-16', '2026-05-17']);
    expect(eventDays('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(eventDays('2026-05-16T09:00:00Z', '2026-05-16T17:00:00Z')).toEqual([]);
    expect(eventDays('2026-05-16', undefined)).toEqual([]);
  });

  it('refuses an event that ends before it starts', () => {
    expect(eventSignupBlockSchema.safeParse({ ...exampleEventSignup, endDate: '2026-05-15' }).success).toBe(false);
  });
});

describe('EventSignup', () => {
  it('writes its dates as the browser does, with plain spaces around the dash (the server’s Node has thin ones)', () => {
    renderEvent(apiServices(API, { account: { status: 'guest' } }));
    // A server text that differs from the browser's by one character fails hydration (React error #418).
    expect(screen.getByText(/2026$/).textContent).toBe('16 – 17 May 2026');
  });

  it('asks a guest to sign in first, switchable to creating an account, with links back to the event', async () => {
    const user = userEvent.setup();
    renderEvent(
      apiServices(API, { account: { status: 'guest' }, signInUrl: '/en-gb/sign-in', signUpUrl: '/en-gb/sign-up' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    expect(dialog().getByText('Step 1 of 2: your account')).toBeInTheDocument();
    expect(dialog().getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/en-gb/sign-in?returnTo=%2Fen-gb%2Fevents%2Fpeak-weekend',
    );
    await user.click(dialog().getByRole('button', { name: 'New here? Create an account' }));
    expect(dialog().getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/en-gb/sign-up?returnTo=%2Fen-gb%2Fevents%2Fpeak-weekend',
    );
    await user.click(dialog().getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(dialog().getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('moves to the join form once the shopper has signed in inside the dialog', async () => {
    const user = userEvent.setup();
    const guest = apiServices(API, {
      account: { status: 'guest' },
      renderAccountForm: (mode) => <p>App form: {mode}</p>,
    });
    const { rerender } = renderEvent(guest);
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    expect(dialog().getByText('App form: sign-in')).toBeInTheDocument();
    rerender(<EventSignup {...event} services={{ ...guest, account: signedInMaya }} location={location} now={now} />);
    expect(dialog().getByText('Step 2 of 2: join the event')).toBeInTheDocument();
    expect(dialog().getByRole('textbox', { name: 'Email' })).toHaveValue('maya.chen@example.com');
    expect(dialog().getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
  });

  it('checks terms, days and the guest name, then registers with the full payload and confirms', async () => {
    const user = userEvent.setup();
    renderEvent(apiServices(API, { account: signedInMaya }));
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    await user.click(dialog().getByRole('button', { name: 'Save my place' }));
    expect(dialog().getByRole('group', { name: 'Which days will you come?' })).toHaveAccessibleDescription(
      'Choose at least one day.',
    );
    expect(dialog().getByRole('checkbox', { name: 'I accept the event terms and conditions.' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(received).toEqual([]);

    await user.click(dialog().getByRole('checkbox', { name: 'Sunday 17 May' }));
    await user.type(dialog().getByRole('textbox', { name: 'Guest name (optional)' }), 'R2-D2');
    await user.click(dialog().getByRole('checkbox', { name: 'I accept the event terms and conditions.' }));
    await user.click(dialog().getByRole('button', { name: 'Save my place' }));
    expect(dialog().getByRole('textbox', { name: 'Guest name (optional)' })).toHaveAccessibleDescription(
      'Guest name is not valid.',
    );
    expect(received).toEqual([]);

    await user.clear(dialog().getByRole('textbox', { name: 'Guest name (optional)' }));
    await user.type(dialog().getByRole('textbox', { name: 'Guest name (optional)' }), 'Zoë O’Brien-Núñez');
    await user.click(dialog().getByRole('button', { name: 'Save my place' }));
    expect(await dialog().findByRole('heading', { name: 'See you in Edale' })).toBeInTheDocument();
    expect(dialog().queryByRole('button', { name: 'Save my place' })).toBeNull();
    expect(received).toEqual([
      {
        email: 'maya.chen@example.com',
        eventId: 'peak-district-trail-weekend-2026',
        eventTermsAccepted: true,
        firstName: 'Maya',
        lastName: 'Chen',
        gender: 'F',
        phoneNumber: '+447700900123',
        attendingDays: '2026-05-17',
        plusOne: 'Zoë O’Brien-Núñez',
        registrationTimestamp: '2026-04-01T10:00:00.000Z',
      },
    ]);
    await user.click(within(dialog().getByRole('status')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up for this event' })).toHaveFocus();
  });

  it('offers no days for a one-day event and no guest field without plus-one', async () => {
    const user = userEvent.setup();
    renderEvent(apiServices(API, { account: signedInMaya }), {
      endDate: '2026-05-16T17:00:00+01:00',
      enablePlusOne: false,
    });
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    expect(dialog().queryByRole('group', { name: 'Which days will you come?' })).toBeNull();
    expect(dialog().queryByRole('textbox', { name: 'Guest name (optional)' })).toBeNull();
    await user.click(dialog().getByRole('checkbox', { name: 'I accept the event terms and conditions.' }));
    await user.click(dialog().getByRole('button', { name: 'Save my place' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).not.toHaveProperty('attendingDays');
    expect(received[0]).not.toHaveProperty('plusOne');
  });

  it('shows the error’s own message in a dismissible notification and keeps the form', async () => {
    const user = userEvent.setup();
    renderEvent(apiServices(API, { account: signedInMaya }), { eventId: FULL_EVENT_ID, endDate: undefined });
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    await user.click(dialog().getByRole('checkbox', { name: 'I accept the event terms and conditions.' }));
    await user.click(dialog().getByRole('button', { name: 'Save my place' }));
    expect(await dialog().findByRole('alert')).toHaveTextContent(FULL_EVENT_MESSAGE);
    expect(dialog().getByRole('button', { name: 'Save my place' })).toBeEnabled();
    await user.click(dialog().getByRole('button', { name: 'Dismiss' }));
    expect(dialog().queryByRole('alert')).toBeNull();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    renderEvent(apiServices(API, { account: signedInMaya }));
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up for this event' })).toHaveFocus();
  });

  it('is drawn by the renderer, and has no axe violations with the form open', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <BlockRenderer
        blocks={[exampleEventSignup]}
        services={apiServices(API, { account: signedInMaya })}
        location={location}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Peak District trail weekend' })).toBeInTheDocument();
    expect(screen.getByText(/^16\s?–\s?17 May 2026$/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Sign up for this event' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
