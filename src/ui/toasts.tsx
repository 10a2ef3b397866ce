// Toasts at the bottom left (spec section 2): each closes after a while or on a click, and waits while
// the pointer (or keyboard focus) is on it. They live in regions that screen readers announce.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

export const TOAST_DURATION_MS = 5000;

/** The time a toast counts down on; tests pass one they move by hand, so no test waits on the wall clock. */
export interface ToastClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const WALL_CLOCK: ToastClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

type ToastKind = "success" | "error";
interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}
interface ToastApi {
  success(text: string): void;
  error(text: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Shows a short message from anywhere below a ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() needs a <ToastProvider> above it in the tree");
  return api;
}

/** Holds the toasts and renders their regions; `duration` is how long each stays, in ms. */
export function ToastProvider({
  children,
  duration = TOAST_DURATION_MS,
  clock = WALL_CLOCK,
}: {
  children: ReactNode;
  duration?: number;
  clock?: ToastClock;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  // Stable, so components may list the api in effect dependencies without re-running them.
  const api = useMemo<ToastApi>(() => {
    const add = (kind: ToastKind) => (text: string) =>
      setToasts((all) => [...all, { id: (nextId.current += 1), kind, text }]);
    return { success: add("success"), error: add("error") };
  }, []);

  const list = (kind: ToastKind) =>
    toasts
      .filter((t) => t.kind === kind)
      .map((t) => <ToastView key={t.id} toast={t} duration={duration} clock={clock} onDismiss={dismiss} />);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Both regions are always in the page: a screen reader only announces changes to a live region
          it already knew about, not one inserted together with its text. Errors interrupt, but through
          aria-live rather than role="alert", so a screen's own inline alert stays the only "alert". */}
      <div className="toasts">
        <div aria-live="assertive" className="toast-region">
          {list("error")}
        </div>
        <div role="status" aria-live="polite" aria-label="Notifications" className="toast-region">
          {list("success")}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastView({
  toast,
  duration,
  clock,
  onDismiss,
}: {
  toast: Toast;
  duration: number;
  clock: ToastClock;
  onDismiss: (id: number) => void;
}) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(duration);
  const paused = hovered || focused;

  // Each run counts down what is left; pausing cleans up and books the time already spent.
  useEffect(() => {
    if (paused) return;
    const startedAt = clock.now();
    const timer = clock.setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clock.clearTimeout(timer);
      remaining.current -= clock.now() - startedAt;
    };
  }, [paused, onDismiss, toast.id, clock]);

  return (
    // A click anywhere closes (spec); the Dismiss button is the keyboard's way to do the same.
    <div
      className={`toast toast-${toast.kind}`}
      onClick={() => onDismiss(toast.id)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span className="toast-text">{toast.text}</span>
      <button type="button" className="toast-close" aria-label="Dismiss">
        ×
      </button>
    </div>
  );
}
