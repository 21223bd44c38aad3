// @vitest-environment jsdom
import '@switchback/test-utils/setup-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusMainOnNavigation, useFocusMainWhenGone } from './focusMain';

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

/** A banner whose button hides it (as the cookie banner's choice does), beside a link that keeps focus. */
function BannerPage() {
  const [shown, setShown] = useState(true);
  useFocusMainWhenGone(shown);
  return (
    <>
      {shown ? (
        <button type="button" onClick={() => setShown(false)}>
          Accept
        </button>
      ) : null}
      <a href="/help">Help</a>
      <main id="main" tabIndex={-1} />
    </>
  );
}

describe('useFocusMainWhenGone', () => {
  it('moves focus to the main content when the part that held it goes, not from somewhere real', () => {
    const { unmount } = render(<BannerPage />);
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    act(() => fireEvent.click(accept));
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(document.activeElement).toBe(document.getElementById('main'));
    unmount();

    render(<BannerPage />);
    screen.getByRole('link', { name: 'Help' }).focus();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Accept' })));
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Help' }));
  });
});
