import { TOAST_TICK_MS } from './cartConstants';

/**
 * A toast on screen.
 *
 * @example
 * const toast: Toast = { id: 1, title: 'Added to your cart', tone: 'info', expiresAt: 5000 };
 */
export interface Toast {
  id: number;
  title: string;
  tone: 'info' | 'success' | 'error';
  /** Clock time at which it goes; `null` for one that stays until dismissed. */
  expiresAt: number | null;
}

/**
 * What a toast queue is built with: the dismiss delay comes from configuration (spec §9), the clock and timers are
 * injectable for tests.
 *
 * @example
 * const options: ToastQueueOptions = { dismissAfterMs: 5000 };
 */
export interface ToastQueueOptions {
  dismissAfterMs: number;
  tickMs?: number;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * A list of toasts (spec §4, §9): ids are sequential, a title already on screen is not shown twice, and a timer
 * ticking every 200 ms removes the toasts whose time is up. The timer runs only while a toast can expire.
 *
 * @example
 * const toasts = createToastQueue({ dismissAfterMs: 5000 });
 * toasts.subscribe(render);
 * toasts.add('Added to your cart');
 */
export interface ToastQueue {
  /** Shows a toast and returns its id; an identical title on screen returns that toast's id instead. */
  add(title: string, options?: { tone?: Toast['tone']; persistent?: boolean }): number;
  dismiss(id: number): void;
  list(): readonly Toast[];
  subscribe(listener: (toasts: readonly Toast[]) => void): () => void;
  /** Stops the timer (unmount). */
  dispose(): void;
}

/**
 * Creates a {@link ToastQueue}.
 *
 * @example
 * const toasts = createToastQueue({ dismissAfterMs: 4000 });
 */
export function createToastQueue(options: ToastQueueOptions): ToastQueue {
  const now = options.now ?? (() => Date.now());
  const tickMs = options.tickMs ?? TOAST_TICK_MS;
  const startTimer = options.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
  const stopTimer =
    options.clearInterval ?? ((handle: unknown) => clearInterval(handle as ReturnType<typeof setInterval>));
  let nextId = 1;
  let toasts: readonly Toast[] = [];
  let timer: unknown;
  const listeners = new Set<(toasts: readonly Toast[]) => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener(toasts);
    const expiring = toasts.some((toast) => toast.expiresAt !== null);
    if (expiring && timer === undefined) timer = startTimer(tick, tickMs);
    if (!expiring && timer !== undefined) {
      stopTimer(timer);
      timer = undefined;
    }
  };

  function tick() {
    const at = now();
    const kept = toasts.filter((toast) => toast.expiresAt === null || toast.expiresAt > at);
    if (kept.length !== toasts.length) publish(kept);
  }

  return {
    add(title, addOptions = {}) {
      const existing = toasts.find((toast) => toast.title === title);
      if (existing) return existing.id;
      const toast: Toast = {
        id: nextId++,
        title,
        tone: addOptions.tone ?? 'info',
        expiresAt: addOptions.persistent ? null : now() + options.dismissAfterMs,
      };
      publish([...toasts, toast]);
      return toast.id;
    },
    dismiss(id) {
      if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      if (timer !== undefined) stopTimer(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
