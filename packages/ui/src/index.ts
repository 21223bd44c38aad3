export { Button, IconButton, buttonClassNames } from './Button';
export type {
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
  IconButtonProps,
} from './Button';
export { Dialog } from './Dialog';
export type { DialogProps } from './Dialog';
export { breakpoints, mediaQuery, responsiveClassNames } from './breakpoints';
export type { Breakpoint, Responsive } from './breakpoints';
export { Drawer } from './Drawer';
export type { DrawerProps } from './Drawer';
export { TextField } from './TextField';
export type { FieldSize, TextFieldProps } from './TextField';
export { TextArea } from './TextArea';
export type { TextAreaProps } from './TextArea';
export { Select } from './Select';
export type { SelectProps } from './Select';
export { Checkbox } from './Checkbox';
export type { CheckboxProps } from './Checkbox';
export { Radio, RadioGroup } from './Radio';
export type { RadioGroupProps, RadioProps } from './Radio';
export { Switch } from './Switch';
export type { SwitchProps } from './Switch';
export { QuantityStepper } from './QuantityStepper';
export type { QuantityStepperProps } from './QuantityStepper';
export { Badge } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
export { Skeleton } from './Skeleton';
export type { SkeletonProps } from './Skeleton';
export { Breadcrumbs, renderAnchor } from './Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps, RenderLink, RenderLinkProps } from './Breadcrumbs';
export { Pagination, pageItems } from './Pagination';
export type { PaginationProps } from './Pagination';
export { Tabs } from './Tabs';
export type { TabItem, TabsProps } from './Tabs';
export { Accordion, AccordionItem } from './Accordion';
export type { AccordionItemProps, AccordionProps } from './Accordion';
export { ToastProvider, ToastRegion, useToast } from './Toast';
export type {
  ToastApi,
  ToastOptions,
  ToastProviderProps,
  ToastRegionEntry,
  ToastRegionProps,
  ToastTone,
} from './Toast';
export { ColorSwatches } from './ColorSwatches';
export type { ColorSwatchesProps, Swatch, SwatchLinkProps } from './ColorSwatches';
export { SizeButtons } from './SizeButtons';
export type { SizeButtonsProps, SizeOption } from './SizeButtons';
export { Price } from './Price';
export type { PriceLabels, PriceProps } from './Price';
export { formatRatingScore, Rating } from './Rating';
export type { RatingProps } from './Rating';
