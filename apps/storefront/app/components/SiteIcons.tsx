import type { ReactNode } from 'react';

/**
 * The header's line icons: 24px inline SVGs in `currentColor`, hidden from assistive technology (the link or
 * button around each carries the name, visible or visually hidden). No icon library: six paths.
 */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className="site-icon"
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Three lines: opens the menu. */
export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

/** A magnifier: search. */
export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="M15 15l5 5" />
  </Icon>
);

/** A person: account and sign-in. */
export const AccountIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
  </Icon>
);

/** A heart: favourites. */
export const HeartIcon = () => (
  <Icon>
    <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />
  </Icon>
);

/** A shopping bag: the cart. */
export const BagIcon = () => (
  <Icon>
    <path d="M5 8h14l-1 12H6L5 8z" />
    <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
  </Icon>
);

/** A map pin: find a store. */
export const PinIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </Icon>
);
