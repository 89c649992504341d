import { useEffect, useRef } from 'react';
import { useFocusWithin, useHover } from 'react-aria';
import { Button, ButtonLink } from '../button';
import { useKitStrings } from '../providers/kit-strings';
import { cn } from '../utils/cn';
import { CloseIcon, DangerIcon, LoadingIcon, PositiveIcon } from '../utils/icons';
import { toastIconVariants, toastVariants } from './toast.variants';
import type { ToastAction, ToastQueue, Toast as ToastRecord } from './use-toast-queue';

export interface ToastProps {
  /** The toast to render. */
  toast: ToastRecord;
  /** The queue the toast belongs to; it is told when the toast is shown, hovered, focused or closed. */
  queue: ToastQueue;
  /** Extra classes for `[data-slot="toast"]`. */
  className?: string;
}

// Bolder than the button look's own `font-medium`, which it overrides; as tall as the close button, so the
// target is as easy to hit.
const ACTION_CLASS = 'min-h-8 px-2 font-semibold';

/** The toast's action: a link that navigates, or a button that runs its handler; either closes the toast. */
function ToastActionControl({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  if ('href' in action) {
    return (
      <ButtonLink variant="link" size="sm" href={action.href} onPress={onDone} className={ACTION_CLASS}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="link"
      size="sm"
      onPress={() => {
        action.onPress();
        onDone();
      }}
      className={ACTION_CLASS}
    >
      {action.label}
    </Button>
  );
}

const icons = { positive: PositiveIcon, danger: DangerIcon, loading: LoadingIcon };

/**
 * One toast: its icon, message, optional action (a link or a button) and close button.
 * Styling hooks: `[data-slot="toast"]`, `[data-type="positive|danger|loading"]`.
 */
export function Toast({ toast, queue, className }: ToastProps) {
  const { id, type } = toast;
  const focusOrigin = useRef<Element | null>(null);
  const { close } = useKitStrings();

  useEffect(() => {
    queue.markShown(toast.id);
  }, [queue, toast]);

  // A toast that disappears while holding focus would drop it on <body>; give it back to where it came from.
  useEffect(
    () => () => {
      const origin = focusOrigin.current;
      const active = document.activeElement;
      if (origin instanceof HTMLElement && origin.isConnected && (!active || active === document.body)) {
        origin.focus();
      }
    },
    [],
  );

  const { hoverProps } = useHover({
    onHoverStart: () => queue.hold(id, 'hovered'),
    onHoverEnd: () => queue.release(id, 'hovered'),
  });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithin: (event) => {
      focusOrigin.current = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      queue.hold(id, 'focused');
    },
    onBlurWithin: () => queue.release(id, 'focused'),
  });

  const Icon = icons[type];
  return (
    <div
      {...hoverProps}
      {...focusWithinProps}
      data-slot="toast"
      data-type={type}
      className={cn(toastVariants({ type }), className)}
    >
      <Icon className={toastIconVariants({ type })} />
      <p data-slot="toast-message" className="min-w-0 flex-1 py-1.5">
        {toast.message}
      </p>
      {toast.action && <ToastActionControl action={toast.action} onDone={() => queue.dismiss(id)} />}
      <Button variant="ghost" size="sm" isIconOnly aria-label={close} onPress={() => queue.dismiss(id)}>
        <CloseIcon />
      </Button>
    </div>
  );
}
