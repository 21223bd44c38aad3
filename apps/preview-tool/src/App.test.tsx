import { screen } from '@testing-library/react';
import { axeViolations, renderWithUser } from '@switchback/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('App', () => {
  it('writes the selection to the page query, clears page and keeps preview', async () => {
    window.history.replaceState(null, '', '/?preview=true&page=4');
    const { user } = renderWithUser(<App />);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Document type' }), 'Hero');
    await user.click(screen.getByRole('button', { name: 'Go' }));

    expect(window.location.search).toBe('?preview=true&docType=hero&limit=20');
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus();
    expect(screen.getByText(/Loading Hero entries is not connected yet/)).toBeInTheDocument();
    expect(screen.getByText('No results.')).toBeInTheDocument();
  });

  it('leaves the query alone when the doc type is missing', async () => {
    window.history.replaceState(null, '', '/?page=2');
    const { user } = renderWithUser(<App />);
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(window.location.search).toBe('?page=2');
    expect(screen.getByText('Doc type is required')).toBeInTheDocument();
  });

  it('starts from the selection in the URL', () => {
    window.history.replaceState(null, '', '/?docType=richText&layoutVariant=wide&limit=50');
    renderWithUser(<App />);
    expect(screen.getByRole('combobox', { name: 'Document type' })).toHaveDisplayValue('Rich text');
    expect(screen.getByRole('textbox', { name: 'Layout variant' })).toHaveValue('wide');
    expect(screen.getByRole('combobox', { name: 'Limit' })).toHaveValue('50');
  });

  it('has no axe violations', async () => {
    const { container } = renderWithUser(<App />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
