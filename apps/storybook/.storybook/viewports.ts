import { breakpoints } from '@switchback/ui';

const px = (rem: number) => `${rem * 16}px`;

/**
 * The three breakpoints of the design system as Storybook viewports. Each is the narrowest common screen of
 * its range, so a story shows the tightest layout it has to survive.
 */
export const viewports = {
  sm: { name: 'sm — phone (375 × 812)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  md: {
    name: `md — tablet (${px(breakpoints.md)} × 1024)`,
    styles: { width: px(breakpoints.md), height: '1024px' },
    type: 'tablet',
  },
  lg: {
    name: `lg — desktop (${px(breakpoints.lg)} × 768)`,
    styles: { width: px(breakpoints.lg), height: '768px' },
    type: 'desktop',
  },
} as const;
