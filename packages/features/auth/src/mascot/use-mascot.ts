import { useCallback, useReducer } from 'react';
import {
  initialMascotState,
  type MascotFocus,
  type MascotPose,
  mascotPose,
  mascotReducer,
} from './mascot-state';
import { measureCaretGaze } from './measure-caret';
import { useReducedMotion } from './use-reduced-motion';

export interface MascotFieldNames {
  /**
   * The `name` of the field the mascot reads along.
   * @default 'email'
   */
  email?: string;
  /**
   * The `name`s of the fields it covers its eyes for.
   * @default ['password']
   */
  password?: readonly string[];
}

export interface MascotControls {
  pose: MascotPose;
  /** Whether the visitor prefers reduced motion; the mascot then drops its animations. */
  reducedMotion: boolean;
  /** A ref for the element holding the sign-in fields; the mascot watches focus and typing inside it. */
  watchFields: (container: HTMLElement | null) => (() => void) | undefined;
}

const CARET_EVENTS = ['input', 'keyup', 'click', 'select'] as const;

/** The login mascot's state: which field has focus and where the caret is in the email field. */
export function useMascot({
  email = 'email',
  password = ['password'],
}: MascotFieldNames = {}): MascotControls {
  const [state, dispatch] = useReducer(mascotReducer, initialMascotState);
  const reducedMotion = useReducedMotion();
  const passwordNames = password.join('\n');

  const watchFields = useCallback(
    (container: HTMLElement | null) => {
      if (!container) return undefined;
      const passwords = passwordNames.split('\n');
      const fieldOf = (target: EventTarget | null): MascotFocus | null => {
        if (!(target instanceof HTMLInputElement)) return null;
        if (target.name === email) return 'email';
        return passwords.includes(target.name) ? 'password' : null;
      };
      // Measured on the next frame: the caret has moved and the field has scrolled by then, and a state update
      // inside the browser's own event dispatch would re-render the controlled field before React's change
      // handler runs, putting back the value the visitor just replaced.
      let frame = 0;
      const followCaret = (event: Event) => {
        const field = event.target;
        if (fieldOf(field) !== 'email') return;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          if ((field as HTMLInputElement).isConnected) {
            dispatch({ type: 'caret', gaze: measureCaretGaze(field as HTMLInputElement) });
          }
        });
      };
      const onFocusIn = (event: FocusEvent) => {
        dispatch({ type: 'focus', field: fieldOf(event.target) ?? 'none' });
        followCaret(event);
      };
      const onFocusOut = (event: FocusEvent) => {
        // Moving straight to another watched field: its focus event sets the pose, without a blink through idle.
        if (container.contains(event.relatedTarget as Node | null) && fieldOf(event.relatedTarget)) return;
        dispatch({ type: 'blur' });
      };
      container.addEventListener('focusin', onFocusIn);
      container.addEventListener('focusout', onFocusOut);
      for (const type of CARET_EVENTS) container.addEventListener(type, followCaret);
      return () => {
        cancelAnimationFrame(frame);
        container.removeEventListener('focusin', onFocusIn);
        container.removeEventListener('focusout', onFocusOut);
        for (const type of CARET_EVENTS) container.removeEventListener(type, followCaret);
      };
    },
    [email, passwordNames],
  );

  return { pose: mascotPose(state, { reducedMotion }), reducedMotion, watchFields };
}
