import { createContext, use, type ComponentPropsWithRef, type ReactNode } from 'react';

// The group name of the enclosing Accordion, handed to each item's <details name>.
const AccordionName = /* @__PURE__ */ createContext<string | undefined>(undefined);

/** Props of {@link Accordion}. */
export interface AccordionProps extends ComponentPropsWithRef<'div'> {
  /**
   * Give the items one group name to let only one be open at a time (the native `<details name>`; browsers
   * without it simply allow several). Leave it out to let shoppers open several.
   */
  exclusiveName?: string | undefined;
  children?: ReactNode;
}

/** Props of {@link AccordionItem}: a `<details>`'s attributes plus its summary. */
export interface AccordionItemProps extends Omit<ComponentPropsWithRef<'details'>, 'title' | 'open'> {
  /** The always-visible line that opens and closes the item. */
  title: ReactNode;
  /** Open on first render; afterwards the shopper decides. */
  defaultOpen?: boolean | undefined;
}

/**
 * A stack of collapsible sections on the native `<details>`/`<summary>`: it opens and closes without
 * JavaScript, is operated with Enter and Space, is announced as expanded or collapsed, and the browser's
 * find-in-page opens a closed section that holds the match.
 *
 * @example
 * <Accordion exclusiveName="faq">
 *   <AccordionItem title="Delivery" defaultOpen>Free over $75.</AccordionItem>
 *   <AccordionItem title="Returns">30 days, free.</AccordionItem>
 * </Accordion>
 */
export function Accordion({ exclusiveName, className, children, ...rest }: AccordionProps) {
  return (
    <div {...rest} className={className ? `sb-details ${className}` : 'sb-details'}>
      <AccordionName value={exclusiveName}>{children}</AccordionName>
    </div>
  );
}

/**
 * One section of an {@link Accordion}; it can also stand alone.
 *
 * @example
 * <AccordionItem title="Materials">Recycled polyester shell.</AccordionItem>
 */
export function AccordionItem({ title, defaultOpen, className, children, name, ...rest }: AccordionItemProps) {
  const groupName = use(AccordionName);
  return (
    <details
      {...rest}
      name={name ?? groupName}
      open={defaultOpen || undefined}
      className={className ? `sb-details__item ${className}` : 'sb-details__item'}
    >
      <summary className="sb-details__summary">
        <span className="sb-details__title">{title}</span>
        <span className="sb-details__icon" aria-hidden="true" />
      </summary>
      <div className="sb-details__content">{children}</div>
    </details>
  );
}
