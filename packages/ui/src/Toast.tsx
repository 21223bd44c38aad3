import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { IconButton } from './Button';

/** The look of a toast; errors stay until dismissed. */
export type ToastTone = 'neutral' | 'success' | 'error';

/** Options of {@link ToastApi.show}. */
export interface ToastOptions {
  /** Default `neutral`. */
  tone?: ToastTone | undefined;
  /** Milliseconds before it goes by itself; `Infinity` keeps it until dismissed. Default 6000, errors Infinity. */
  duration?: number | undefined;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a message and returns its id. */
  show: (message: ReactNode, options?: ToastOptions) => string;
  /** Removes a message before its time. */
  dismiss: (id: string) => void;
}

interface ToastEntry {
  id: string;
  message: ReactNode;
  tone: ToastTone;
  duration: number;
}

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

/** Props of {@link ToastProvider}. Labels are English by default; pass the translations. */
export interface ToastProviderProps {
  children?: ReactNode;
  /** Accessible name of each toast's close button. Default `Dismiss`. */
  dismissLabel?: string | undefined;
  /** Accessible name of the region that holds the toasts. Default `Notifications`. */
  label?: string | undefined;
}

/**
 * Holds the toasts of an app and their live region: one polite `role="status"` region, present from the first
 * render (so screen readers announce what is added to it), at the bottom of the screen on phones and the bottom
 * right from md. Messages go away after `duration` or when dismissed; errors stay until dismissed.
 *
 * @example
 * <ToastProvider dismissLabel={t.dismiss}>
 *   <App />
 * </ToastProvider>
 */
export function ToastProvider({ children, dismissLabel = 'Dismiss', label = 'Notifications' }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback((message: ReactNode, { tone = 'neutral', duration }: ToastOptions = {}) => {
    nextId.current += 1;
    const id = `sb-toast-${nextId.current}`;
    setToasts((current) => [
      ...current,
      { id, message, tone, duration: duration ?? (tone === 'error' ? Infinity : 6000) },
    ]);
    return id;
  }, []);
  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext value={api}>
      {children}
      <div className="sb-toast-region" role="status" aria-label={label}>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={dismiss} />
        ))}
      </div>
    </ToastContext>
  );
}

function Toast({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastEntry;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  useEffect(() => {
    if (!Number.isFinite(toast.duration)) return undefined;
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  return <ToastView toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />;
}

/** One toast of {@link ToastRegion}. */
export interface ToastRegionEntry {
  id: string;
  message: ReactNode;
  tone: ToastTone;
}

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /** The toasts to show, oldest first; whoever owns the list removes them (after a delay, or on `onDismiss`). */
  toasts: readonly ToastRegionEntry[];
  onDismiss: (id: string) => void;
  /** Accessible name of each toast's close button. Default `Dismiss`. */
  dismissLabel?: string | undefined;
  /** Accessible name of the region. Default `Notifications`. */
  label?: string | undefined;
}

/**
 * The toasts' live region and look without a queue of its own, for a list kept elsewhere (such as the
 * `@switchback/cart` toast queue, which auto-dismisses and drops duplicate titles). Render it from the first paint
 * so screen readers announce what is added.
 *
 * @example
 * <ToastRegion toasts={[{ id: '1', message: 'Card saved', tone: 'success' }]} onDismiss={(id) => queue.dismiss(Number(id))} />
 */
export function ToastRegion({
  toasts,
  onDismiss,
  dismissLabel = 'Dismiss',
  label = 'Notifications',
}: ToastRegionProps) {
  return (
    <div className="sb-toast-region" role="status" aria-label={label}>
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} dismissLabel={dismissLabel} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function ToastView({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: ToastRegionEntry;
  dismissLabel: string;
  onDismiss: (id: string) => void;
}) {
  return (
    <div className={`sb-toast sb-toast--${toast.tone}`}>
      <div className="sb-toast__message">{toast.message}</div>
      <IconButton
        label={dismissLabel}
        size="sm"
        inverse
        className="sb-toast__close"
        onClick={() => onDismiss(toast.id)}
        icon={
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        }
      />
    </div>
  );
}

/**
 * Shows short messages ("Added to bag", "Address saved") from anywhere under a {@link ToastProvider}.
 *
 * @example
 * const toast = useToast();
 * toast.show('Added to your bag', { tone: 'success' });
 */
export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast must be used inside a <ToastProvider>.');
  return api;
}
