import { act, render, screen, within } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider, useToast, type ToastOptions } from './Toast';

function AddToBag({ options }: { options?: ToastOptions }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show('Added to your bag', options)}>
      Add to bag
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Toast', () => {
  it('has an empty polite live region from the start and adds messages to it', async () => {
    const { user } = renderWithUser(
      <ToastProvider>
        <AddToBag />
      </ToastProvider>,
    );
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(region).toHaveTextContent('Added to your bag');
  });

  it('goes away by itself after its duration', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithUser(
      <ToastProvider>
        <AddToBag options={{ duration: 1000 }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByRole('status')).toHaveTextContent('Added to your bag');
    act(() => vi.advanceTimersByTime(1001));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('keeps errors until dismissed with the labelled close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithUser(
      <ToastProvider dismissLabel="Fermer">
        <AddToBag options={{ tone: 'error' }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    act(() => vi.advanceTimersByTime(60_000));
    const region = screen.getByRole('status');
    expect(region).toHaveTextContent('Added to your bag');
    await user.click(within(region).getByRole('button', { name: 'Fermer' }));
    expect(region).toBeEmptyDOMElement();
  });

  it('says where it is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<AddToBag />)).toThrow('useToast must be used inside a <ToastProvider>.');
  });

  it('has no axe violations with a message shown', async () => {
    const { user, container } = renderWithUser(
      <ToastProvider>
        <AddToBag options={{ tone: 'success' }} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
