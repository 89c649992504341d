import { describe, expect, it } from 'vitest';
import {
  gazeFromCaret,
  initialMascotState,
  LOOK_DOWN_SHIFT,
  MAX_PUPIL_SHIFT,
  type MascotEvent,
  mascotPose,
  mascotReducer,
} from './mascot-state';

const run = (...events: MascotEvent[]) => events.reduce(mascotReducer, initialMascotState);
const motion = { reducedMotion: false };

describe('mascot', () => {
  it('looks ahead while no sign-in field has focus', () => {
    expect(mascotPose(initialMascotState, motion)).toEqual({ expression: 'idle', pupils: { x: 0, y: 0 } });
  });

  it('looks down at the email field and follows the caret along it', () => {
    expect(mascotPose(run({ type: 'focus', field: 'email' }, { type: 'caret', gaze: 0 }), motion)).toEqual({
      expression: 'watching',
      pupils: { x: -MAX_PUPIL_SHIFT, y: LOOK_DOWN_SHIFT },
    });
    expect(
      mascotPose(run({ type: 'focus', field: 'email' }, { type: 'caret', gaze: 1 }), motion).pupils.x,
    ).toBe(MAX_PUPIL_SHIFT);
  });

  it('covers its eyes while the password is typed', () => {
    const state = run({ type: 'focus', field: 'email' }, { type: 'focus', field: 'password' });
    expect(mascotPose(state, motion).expression).toBe('covering');
  });

  it('goes back to idle when the field loses focus', () => {
    expect(mascotPose(run({ type: 'focus', field: 'password' }, { type: 'blur' }), motion).expression).toBe(
      'idle',
    );
  });

  it('keeps its eyes still under reduced motion while still watching and covering', () => {
    const watching = run({ type: 'focus', field: 'email' }, { type: 'caret', gaze: 1 });
    expect(mascotPose(watching, { reducedMotion: true })).toEqual({
      expression: 'watching',
      pupils: { x: 0, y: LOOK_DOWN_SHIFT },
    });
    expect(mascotPose(run({ type: 'focus', field: 'password' }), { reducedMotion: true }).expression).toBe(
      'covering',
    );
  });

  it('keeps the same state object when nothing changes, so the mascot does not re-render', () => {
    const state = run({ type: 'focus', field: 'email' }, { type: 'caret', gaze: 0.25 });
    expect(mascotReducer(state, { type: 'caret', gaze: 0.25 })).toBe(state);
    expect(mascotReducer(state, { type: 'focus', field: 'email' })).toBe(state);
    expect(mascotReducer(initialMascotState, { type: 'blur' })).toBe(initialMascotState);
  });
});

describe('gazeFromCaret', () => {
  it('places the caret along the visible width of the field', () => {
    expect(gazeFromCaret(0, 300)).toBe(0);
    expect(gazeFromCaret(150, 300)).toBe(0.5);
    expect(gazeFromCaret(600, 300)).toBe(1);
    expect(gazeFromCaret(-20, 300)).toBe(0);
  });

  it('counts a field that is not laid out as centred', () => {
    expect(gazeFromCaret(40, 0)).toBe(0.5);
    expect(gazeFromCaret(Number.NaN, 300)).toBe(0.5);
  });
});
