// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { HeaderSearchBox } from './HeaderSearchBox';

function renderBox() {
  const Stub = createRoutesStub([
    {
      path: '/:locale/*',
      Component: () => (
        <form>
          <HeaderSearchBox inputId="q" defaultValue="" />
        </form>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/en-us/c/tents']} />);
}

describe('HeaderSearchBox', () => {
  it('is a plain search field until the shopper reaches it, then the auto-suggest combobox with the text typed and the focus', async () => {
    renderBox();
    const plain = screen.getByRole('combobox', { name: '' }) as HTMLInputElement;
    // The plain box's list is empty and hidden: no suggestion code has run.
    expect(document.getElementById(plain.getAttribute('aria-controls')!)?.hidden).toBe(true);
    expect(plain.getAttribute('name')).toBe('q');
    await act(async () => {
      plain.focus();
      plain.value = 'rain';
    });
    // The auto-suggest module loads on first focus (a cold import takes seconds on a busy machine).
    await waitFor(() => expect(screen.getByRole('combobox')).not.toBe(plain), { timeout: 20_000 });
    const live = screen.getByRole('combobox') as HTMLInputElement;
    expect(live).not.toBe(plain);
    expect(live.value).toBe('rain');
    expect(document.activeElement).toBe(live);
    // The live box is React's: a change goes through its state.
    fireEvent.change(live, { target: { value: 'rain jacket' } });
    expect(live.value).toBe('rain jacket');
  });

  it('offers recent searches on an empty box, and "Clear recent searches" forgets them and gives the focus back to the box', async () => {
    window.localStorage.setItem('sb-recent-searches', JSON.stringify(['rain jacket', 'boots']));
    renderBox();
    await act(async () => screen.getByRole('combobox').focus());
    // Once the auto-suggest has loaded (at once if an earlier test loaded it), emptying the box shows the recent ones.
    await waitFor(
      () => {
        const box = screen.getByRole('combobox');
        fireEvent.change(box, { target: { value: 'x' } });
        fireEvent.change(box, { target: { value: '' } });
        expect(screen.getByRole('listbox', { name: 'Recent searches' })).toBeTruthy();
      },
      { timeout: 20_000 },
    );
    const live = screen.getByRole('combobox') as HTMLInputElement;
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(recent.textContent).toContain('rain jacket');
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(window.localStorage.getItem('sb-recent-searches')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear recent searches' })).toBeNull();
    expect(document.activeElement).toBe(live);
  });
});
