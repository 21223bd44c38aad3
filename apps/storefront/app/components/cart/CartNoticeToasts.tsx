import { useEffect } from 'react';
import { QueuedToasts, useToastQueue } from '../QueuedToasts';

/** A cart notice carried to the cart page (merged cart, out of stock, invalid customer, cart expired). */
export interface CartNoticeToast {
  message: string;
  tone: 'info' | 'error';
}

/**
 * The cart lifecycle's notices as toasts of the `@switchback/cart` queue (spec §4: "a merged notification is shown",
 * "an error toast shows"; toasts auto-dismiss and identical titles are not duplicated): information goes by itself,
 * errors stay until dismissed. Drawn by the design system's polite `ToastRegion`, each with a close button.
 * Loaded on demand by the cart page only when it has notices, so the cart's first-load script does not grow.
 *
 * @example
 * <CartNoticeToasts notices={[{ message: 'Items from your previous visit…', tone: 'info' }]} label="Notifications" dismissLabel="Dismiss" />
 */
export default function CartNoticeToasts({
  notices,
  label,
  dismissLabel,
}: {
  notices: readonly CartNoticeToast[];
  label: string;
  dismissLabel: string;
}) {
  const { queue, toasts } = useToastQueue();
  useEffect(() => {
    for (const notice of notices) queue.add(notice.message, { tone: notice.tone, persistent: notice.tone === 'error' });
  }, [notices, queue]);
  return <QueuedToasts queue={queue} toasts={toasts} label={label} dismissLabel={dismissLabel} />;
}
