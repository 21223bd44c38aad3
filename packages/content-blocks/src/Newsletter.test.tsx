import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations, setupMswServer } from '@switchback/test-utils';
import { createActor, fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { frenchMessages } from '@switchback/validation';
import { BlockFeaturesProvider } from './BlockFeatures';
import { BlockRenderer } from './BlockRenderer';
import type { BlockServices } from './blockServices';
import { apiServices, newsletterHandlers, REFUSAL_MESSAGE, REFUSED_EMAIL } from './Newsletter.handlers';
import { Newsletter } from './Newsletter';
import { newsletterMachine } from './newsletterMachine';
import { newsletterBlockSchema } from './newsletterBlockSchema';

const API = 'https://api.test';
const received: unknown[] = [];
setupMswServer(...newsletterHandlers(API, received));

const block = {
  id: 'footer-newsletter',
  type: 'newsletter',
  title: 'Trail notes in your inbox',
  subtitle: 'New gear, events and 10% off your first order.',
};
const location = { pathname: '/en-gb/', search: '' };
const member = { status: 'registered' as const, email: 'maya.chen@example.com', firstName: 'Maya' };

function renderForm(services: BlockServices, props: Partial<Parameters<typeof Newsletter>[0]> = {}) {
  received.length = 0;
  return render(
    <Newsletter
      id="footer-newsletter"
      title="Trail notes in your inbox"
      services={services}
      location={location}
      {...props}
    />,
  );
}

describe('newsletterMachine', () => {
  it('goes idle → submitting → success and resets the form, or → error with the message', async () => {
    let fail = false;
    const actor = createActor(
      newsletterMachine.provide({
        actors: {
          subscribe: fromPromise<unknown, { email: string }>(async () => {
            if (fail) throw new Error('offline');
            return {};
          }),
        },
      }),
      { input: { knownEmail: '' } },
    ).start();
    actor.send({ type: 'email.change', value: 'ada@example.com' });
    actor.send({ type: 'policy.change', value: true });
    actor.send({ type: 'form.submit', fieldErrors: { policy: 'Please tick this box to continue.' } });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'form.submit', fieldErrors: {} });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(() => expect(actor.getSnapshot().value).toBe('success'));
    expect(actor.getSnapshot().context).toMatchObject({ email: '', policy: false });
    actor.send({ type: 'route.change' });
    expect(actor.getSnapshot().value).toBe('idle');

    fail = true;
    actor.send({ type: 'email.change', value: 'ada@example.com' });
    actor.send({ type: 'form.submit', fieldErrors: {} });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('error'));
    expect(actor.getSnapshot().context.errorMessage).toBe('Something went wrong. Please try again.');
    expect(actor.getSnapshot().context.email).toBe('ada@example.com');
    actor.send({ type: 'message.dismiss' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { errorMessage: undefined } });
  });
});

describe('Newsletter', () => {
  it('checks the fields before calling: email required with the block’s message, format, policy', async () => {
    const user = userEvent.setup();
    renderForm(apiServices(API), { emailRequiredMessage: 'Tell us where to send trail notes.', formatHint: true });
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Tell us where to send trail notes.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/name@example\.com/);
    expect(received).toEqual([]);
  });

  it('words its defaults and field errors as the app gives them in BlockFeatures texts', async () => {
    const user = userEvent.setup();
    received.length = 0;
    render(
      <BlockFeaturesProvider
        texts={{ newsletter: { emailLabel: 'Courriel', submitLabel: 'S’abonner' }, validation: frenchMessages }}
      >
        <Newsletter id="footer-newsletter" services={apiServices(API)} location={location} />
      </BlockFeaturesProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(screen.getByRole('textbox', { name: 'Courriel' })).toHaveAccessibleDescription(
      'Entrez votre courriel pour vous abonner.',
    );
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription('Cochez cette case pour continuer.');
    expect(received).toEqual([]);
  });

  it('words a failure without a reason from the server in the app’s language (BlockFeatures texts)', async () => {
    const user = userEvent.setup();
    const offline: BlockServices = {
      ...apiServices(API),
      subscribeNewsletter: () => Promise.reject(new TypeError('Failed to fetch')),
    };
    render(
      <BlockFeaturesProvider
        texts={{
          newsletter: { emailLabel: 'Courriel', submitLabel: 'S’abonner', failed: 'Un problème est survenu.' },
          validation: frenchMessages,
        }}
      >
        <Newsletter id="footer-newsletter" services={offline} location={location} />
      </BlockFeaturesProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Courriel' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByText('Un problème est survenu.')).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('signs a guest up (email and acquisition type sent), shows the success message and resets the form', async () => {
    const user = userEvent.setup();
    const onEvent = vi.fn();
    const onNewsletterSubscribed = vi.fn();
    renderForm(apiServices(API, { onEvent, onNewsletterSubscribed }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/Thanks for signing up/)).toBeInTheDocument();
    expect(received).toEqual([
      { optIn: true, campaignName: '/en-gb/', email: 'ada@example.com', acquisitionType: 'Signup' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onEvent.mock.calls.map(([event]) => event.kind)).toEqual([
      'newsletterImpression',
      'newsletterSubmit',
      'newsletterConfirmed',
    ]);
    expect(onNewsletterSubscribed).toHaveBeenCalledWith({ subscribed: true, campaignName: '/en-gb/' });

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/Thanks for signing up/)).toBeNull();
  });

  it('shows the error’s own message on failure, keeps the email, and clears it on a route change', async () => {
    const user = userEvent.setup();
    const { rerender } = renderForm(apiServices(API), { campaignName: 'footer-autumn' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), REFUSED_EMAIL);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFUSAL_MESSAGE);
    expect(received).toEqual([expect.objectContaining({ campaignName: 'footer-autumn' })]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(REFUSED_EMAIL);
    rerender(
      <Newsletter
        id="footer-newsletter"
        services={apiServices(API)}
        location={{ pathname: '/en-gb/c/tents-100420', search: '' }}
        campaignName="footer-autumn"
      />,
    );
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('locks the account’s email for a signed-in shopper with the dynamic form flag, and sends no email', async () => {
    const user = userEvent.setup();
    renderForm(apiServices(API, { account: member, features: { dynamicNewsletterForm: true } }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('maya.chen@example.com');
    expect(email).toHaveAttribute('readonly');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText(/Thanks for signing up/)).toBeInTheDocument();
    expect(received).toEqual([{ optIn: true, campaignName: '/en-gb/' }]);
    expect(email).toHaveValue('maya.chen@example.com');
  });

  it('lets a signed-in shopper type an address without the flag', () => {
    renderForm(apiServices(API, { account: member }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('readonly');
  });

  it('shows the success text as its heading, without checkbox or button, when already subscribed', () => {
    renderForm(apiServices(API, { account: { ...member, newsletterSubscribed: true } }));
    expect(screen.getByRole('heading', { name: /Thanks for signing up/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a skeleton while the account loads, then the form', () => {
    const { rerender } = renderForm(apiServices(API, { account: { status: 'loading' } }));
    expect(screen.getByLabelText('Loading the sign-up form')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(
      <Newsletter
        id="footer-newsletter"
        services={apiServices(API, { account: member, features: { dynamicNewsletterForm: true } })}
        location={location}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('maya.chen@example.com');
  });

  it('posts without JavaScript to the given action, never a GET with the address in the URL', () => {
    const { container } = renderForm(apiServices(API), { action: '/en-gb/newsletter', campaignName: 'footer-autumn' });
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/en-gb/newsletter');
    expect(Object.fromEntries(new FormData(form))).toEqual({ campaignName: 'footer-autumn', email: '' });
  });

  it('is drawn by the renderer from CMS data, with services from the renderer', () => {
    render(<BlockRenderer blocks={[block]} services={apiServices(API)} location={location} />);
    expect(screen.getByRole('region', { name: 'Trail notes in your inbox' })).toBeInTheDocument();
  });

  it("keeps the policy text phrasing-only inside its label, through DOMPurify's config rather than a regex over its output", () => {
    renderForm(apiServices(API), {
      policyText: {
        html: '<dl><dt>I accept</dt><dd>the <a href="/terms">terms</a></dd></dl><table><tr><td>and</td><td>privacy</td></tr></table><p title="</p><img src=x onerror=alert(1)>">policy</p>',
      },
    });
    const checkbox = screen.getByRole('checkbox');
    const label = document.querySelector(`label[for="${checkbox.id}"]`)!;
    expect(label.querySelector('dl, dt, dd, table, tr, td, p, img, [onerror]')).toBeNull();
    expect(label.textContent?.replace(/\s+/g, ' ').trim()).toBe('I accept the terms and privacy policy');
    expect(label.querySelector('a')).toHaveAttribute('href', '/terms');
  });

  it('sanitises a CMS policy text for a label when the block is prepared', () => {
    const parsed = newsletterBlockSchema.parse({
      id: 'n',
      type: 'newsletter',
      policyText: { html: '<ul><li>Yes</li><li>please</li></ul>' },
    });
    expect(parsed.policyText?.html.replace(/\s+/g, ' ').trim()).toBe('Yes please');
  });

  it('has no axe violations, with errors shown', async () => {
    const user = userEvent.setup();
    const { container } = renderForm(apiServices(API));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
