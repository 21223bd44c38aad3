import { createToastQueue, type Toast, type ToastQueue } from '@switchback/cart';
import { ToastRegion } from '@switchback/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';

/** How long a toast that is not an error stays on screen. */
export const TOAST_DISMISS_MS = 6000;

const NONE: readonly Toast[] = [];

/**
 * A toast queue of `@switchback/cart` for one page (spec §4: toasts auto-dismiss and identical titles are not
 * duplicated), with its list as React state.
 *
 * @example
 * const { queue, toasts } = useToastQueue();
 * queue.add('credit card save failed', { tone: 'error', persistent: true });
 */
export function useToastQueue(): { queue: ToastQueue; toasts: readonly Toast[] } {
  const [queue] = useState(() => createToastQueue({ dismissAfterMs: TOAST_DISMISS_MS }));
  useEffect(() => () => queue.dispose(), [queue]);
  const toasts = useSyncExternalStore(queue.subscribe, queue.list, () => NONE);
  return { queue, toasts };
}

/**
 * The toasts of a {@link useToastQueue} queue, drawn by the design system's {@link ToastRegion}.
 *
 * @example
 * <QueuedToasts queue={queue} toasts={toasts} label="Notifications" dismissLabel="Dismiss" />
 */
export function QueuedToasts({
  queue,
  toasts,
  label,
  dismissLabel,
}: {
  queue: ToastQueue;
  toasts: readonly Toast[];
  label?: string;
  dismissLabel?: string;
}) {
  return (
    <ToastRegion
      toasts={toasts.map((toast) => ({
        id: String(toast.id),
        message: toast.title,
        tone: toast.tone === 'info' ? 'neutral' : toast.tone,
      }))}
      onDismiss={(id) => queue.dismiss(Number(id))}
      label={label}
      dismissLabel={dismissLabel}
    />
  );
}

/**
 * Puts a message on a toast queue once the page is hydrated, and again for each new `trigger` (default: the
 * message; pass the action's answer so that the same failure twice is said twice), and says whether messages are
 * now the toasts': before hydration — or without JavaScript — the caller keeps showing the message inline, so the
 * server HTML and the first browser render agree and nothing is lost without scripts. Errors stay until dismissed.
 *
 * @example
 * const asToast = useMessageToast(queue, failed?.message, 'error', { trigger: actionData });
 * return asToast ? null : <p role="alert">{failed?.message}</p>;
 */
export function useMessageToast(
  queue: ToastQueue,
  message: string | null | undefined,
  tone: Toast['tone'],
  options: { persistent?: boolean; trigger?: unknown } = {},
): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const persistent = options.persistent ?? tone === 'error';
  const trigger = options.trigger ?? message;
  useEffect(() => {
    if (hydrated && message) queue.add(message, { tone, persistent });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- said once per trigger, not per render
  }, [hydrated, trigger, queue]);
  return hydrated;
}
