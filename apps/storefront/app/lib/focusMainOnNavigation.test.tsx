// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusMainOnNavigation } from './focusMainOnNavigation';

function Layout() {
  useFocusMainOnNavigation();
  return (
    <>
      <header>
        <Link to="/jackets">Jackets</Link> <Link to="/jackets?sort=price">Jackets by price</Link>
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that puts focus on its own field as it opens (as a refused form does). */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return <input ref={field} aria-label="Email" />;
}

function renderShop() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Link to="/form">Sign up</Link> },
          { path: '/jackets', element: <h1>Jackets</h1> },
          { path: '/form', element: <FormPage /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusMainOnNavigation', () => {
  it('moves focus from the header link to the main content when the page changes, not when only the query does', async () => {
    renderShop();
    const jackets = screen.getByRole('link', { name: 'Jackets' });
    jackets.focus();
    act(() => fireEvent.click(jackets));
    expect(await screen.findByRole('heading', { name: 'Jackets' })).toBeTruthy();
    expect(document.activeElement).toBe(document.getElementById('main'));

    const byPrice = screen.getByRole('link', { name: 'Jackets by price' });
    byPrice.focus();
    act(() => fireEvent.click(byPrice));
    expect(await screen.findByRole('heading', { name: 'Jackets' })).toBeTruthy();
    expect(document.activeElement).toBe(byPrice);
  });

  it('leaves focus where the new page put it', async () => {
    renderShop();
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    signUp.focus();
    act(() => fireEvent.click(signUp));
    expect(document.activeElement).toBe(await screen.findByRole('textbox', { name: 'Email' }));
  });

  it('does nothing as the first page is drawn', () => {
    renderShop();
    expect(document.activeElement).toBe(document.body);
  });
});
