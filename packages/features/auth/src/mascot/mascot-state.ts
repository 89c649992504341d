/** Which sign-in field the mascot is paying attention to. */
export type MascotFocus = 'none' | 'email' | 'password';

export interface MascotState {
  focus: MascotFocus;
  /** Where the caret is along the email field, 0 (start) to 1 (end). */
  gaze: number;
}

export type MascotEvent =
  | { type: 'focus'; field: MascotFocus }
  | { type: 'blur' }
  | { type: 'caret'; gaze: number };

/** The mascot's look: idle, reading the email as it is typed, or covering its eyes during the password. */
export type MascotExpression = 'idle' | 'watching' | 'covering';

export interface MascotPose {
  expression: MascotExpression;
  /** Offset of the pupils from the centre of the eyes, in SVG units. */
  pupils: { x: number; y: number };
}

/** How far the pupils travel sideways to follow the caret, in SVG units. */
export const MAX_PUPIL_SHIFT = 4;
/** How far the pupils drop to look down at the form. */
export const LOOK_DOWN_SHIFT = 3;

export const initialMascotState: MascotState = { focus: 'none', gaze: 0.5 };

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);

export function mascotReducer(state: MascotState, event: MascotEvent): MascotState {
  switch (event.type) {
    case 'focus':
      return state.focus === event.field ? state : { ...state, focus: event.field };
    case 'blur':
      return state.focus === 'none' ? state : { ...state, focus: 'none' };
    case 'caret': {
      const gaze = clamp01(event.gaze);
      return gaze === state.gaze ? state : { ...state, gaze };
    }
  }
}

/**
 * The pose for a state. With reduced motion the eyes still look down at the email field but do not chase the caret,
 * and the hands still cover the eyes, without any animation (the component drops its transitions).
 */
export function mascotPose(state: MascotState, options: { reducedMotion: boolean }): MascotPose {
  if (state.focus === 'password') return { expression: 'covering', pupils: { x: 0, y: 0 } };
  if (state.focus === 'email') {
    const x = options.reducedMotion ? 0 : (state.gaze - 0.5) * 2 * MAX_PUPIL_SHIFT;
    return { expression: 'watching', pupils: { x: Math.round(x * 10) / 10, y: LOOK_DOWN_SHIFT } };
  }
  return { expression: 'idle', pupils: { x: 0, y: 0 } };
}

/**
 * Where the caret sits along a field, from the width of the text before it and the field's visible width (both in
 * pixels, after the field's own scrolling). A field not laid out yet counts as centred.
 */
export function gazeFromCaret(caretOffset: number, fieldWidth: number): number {
  if (!(fieldWidth > 0)) return 0.5;
  return clamp01(caretOffset / fieldWidth);
}
