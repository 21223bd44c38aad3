// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HostedCardFields } from './HostedCardFields';
import { PAYMENT_MESSAGE_SOURCE } from './paymentMessages';

const PROVIDER = 'http://pay.test';

function post(data: unknown, origin: string) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('HostedCardFields', () => {
  it('asks the frame for its height only once it shows the provider page, and only at the provider origin', () => {
    // The frame's window: first its initial about:blank of the shop's origin (its document readable), then the
    // provider's page (a cross-origin document reads as null).
    const postMessage = vi.fn();
    let blank: Document | null = document.implementation.createHTMLDocument('');
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockReturnValue({ postMessage } as unknown as Window);
    vi.spyOn(HTMLIFrameElement.prototype, 'contentDocument', 'get').mockImplementation(() => blank);
    render(
      <MemoryRouter initialEntries={['/en-us/checkout']}>
        <Routes>
          <Route
            path="/:locale/checkout"
            element={<HostedCardFields src={`${PROVIDER}/hosted-fields`} providerOrigin={PROVIDER} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(postMessage).not.toHaveBeenCalled();

    blank = null;
    fireEvent.load(screen.getByTitle('Card details (secure payment provider)'));
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ type: 'card.measure' }, PROVIDER);
  });

  it('takes the token only from the provider origin, and never holds a card number', () => {
    const fields = (
      <HostedCardFields
        src={`${PROVIDER}/payments/sandbox/v1/hosted-fields?origin=http://shop.test`}
        providerOrigin={PROVIDER}
      />
    );
    const { container } = render(
      <MemoryRouter initialEntries={['/en-us/checkout']}>
        <Routes>
          <Route path="/:locale/checkout" element={fields} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTitle('Card details (secure payment provider)')).toHaveAttribute(
      'src',
      expect.stringContaining(PROVIDER),
    );
    const token = container.querySelector<HTMLInputElement>('input[name="cardToken"]');

    post(
      { source: PAYMENT_MESSAGE_SOURCE, type: 'card.tokenized', token: 'forged', cardType: 'VISA', lastFour: '0000' },
      'http://evil.test',
    );
    post({ type: 'card.tokenized', token: 'no-source', cardType: 'VISA', lastFour: '0000' }, PROVIDER);
    expect(token?.value).toBe('');

    post(
      {
        source: PAYMENT_MESSAGE_SOURCE,
        type: 'card.tokenized',
        token: 'sandbox_tok_visa_4242_abc',
        cardType: 'VISA',
        lastFour: '4242',
      },
      PROVIDER,
    );
    expect(token?.value).toBe('sandbox_tok_visa_4242_abc');
    expect(screen.getByRole('status')).toHaveTextContent('VISA ending 4242 will be used for this order.');
    expect(container.innerHTML).not.toMatch(/\d{13,19}/);

    post({ source: PAYMENT_MESSAGE_SOURCE, type: 'card.error', message: 'The card number is not valid' }, PROVIDER);
    expect(token?.value).toBe('');
  });

  it('takes the height the provider reports for its fields, so nothing in the frame is cut off on a phone', () => {
    render(
      <MemoryRouter initialEntries={['/en-us/checkout']}>
        <Routes>
          <Route
            path="/:locale/checkout"
            element={<HostedCardFields src={`${PROVIDER}/hosted-fields`} providerOrigin={PROVIDER} />}
          />
        </Routes>
      </MemoryRouter>,
    );
    const frame = screen.getByTitle('Card details (secure payment provider)');
    post({ source: PAYMENT_MESSAGE_SOURCE, type: 'card.resize', height: 5000 }, 'http://evil.test');
    expect(frame.style.height).toBe('');
    post({ source: PAYMENT_MESSAGE_SOURCE, type: 'card.resize', height: 431.4 }, PROVIDER);
    expect(frame.style.height).toBe('434px');
    post({ source: PAYMENT_MESSAGE_SOURCE, type: 'card.resize', height: 99999 }, PROVIDER);
    expect(frame.style.height).toBe('900px');
  });
});
