export { Button } from './Button';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './Button';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { breakpoints, mediaQuery, responsiveClassNames } from './breakpoints';
export type { Breakpoint, Responsive } from './breakpoints';
