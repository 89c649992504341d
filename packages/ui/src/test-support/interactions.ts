import { act, fireEvent, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

/** The three ways a person operates the kit, as React Spectrum's own suites run each component. */
export type InteractionType = 'mouse' | 'keyboard' | 'touch';

/** Every interaction type, in the order the conformance tables run them. */
export const INTERACTION_TYPES: readonly InteractionType[] = ['mouse', 'keyboard', 'touch'];

/**
 * Drives one component with one interaction type, so a scenario is written once and run three times.
 * Keyboard presses go to the element that has focus: a keyboard user reaches it with Tab or the arrow keys,
 * and the scenario says which, so a press on an element that never got keyboard focus fails loudly.
 */
export interface InteractionDriver {
  readonly type: InteractionType;
  /** user-event, for typing and for key presses in every mode. */
  readonly user: UserEvent;
  /** Presses `element`: a click, Enter on the focused element, or a tap (touch pointer down and up). */
  press(element: Element): Promise<void>;
  /** Moves keyboard focus onto `element` with Tab; pointer modes leave focus to their press. */
  reach(element: Element): Promise<void>;
  /** Reaches a tabbable `element` and presses it: what opening a trigger takes in each mode. */
  activate(element: Element): Promise<void>;
  /** Closes the open overlay the way this input would: a press outside it, or Escape from the keyboard. */
  dismiss(): Promise<void>;
}

const MAX_TABS = 20;

async function tabTo(user: UserEvent, element: Element): Promise<void> {
  for (let step = 0; step < MAX_TABS && document.activeElement !== element; step++) {
    await user.tab();
  }
  if (document.activeElement !== element) {
    throw new Error(`Tab never reached ${describeElement(element)}`);
  }
}

function describeElement(element: Element): string {
  return `<${element.tagName.toLowerCase()} role="${element.getAttribute('role') ?? ''}">${element.textContent ?? ''}`;
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * A touch tap as a phone sends it: pointer events typed 'touch' with a contact size, then, unless the pointer
 * down was cancelled, the compatibility mouse events, whose mouse down moves focus as a browser's does (jsdom
 * leaves that default action out); the click comes last either way. React Aria reads `pointerType` to tell a
 * tap from a click (a menu opens on a tap's release, not its start) and a zero-size contact as a screen
 * reader's virtual click.
 */
async function tap(element: Element): Promise<void> {
  const contact = {
    pointerId: 2,
    pointerType: 'touch',
    isPrimary: true,
    width: 20,
    height: 20,
    pressure: 0.5,
  };
  let compatibilityEvents = true;
  await act(async () => {
    fireEvent.pointerOver(element, contact);
    fireEvent.pointerEnter(element, contact);
    compatibilityEvents = fireEvent.pointerDown(element, { ...contact, button: 0, buttons: 1 });
    if (compatibilityEvents && fireEvent.mouseDown(element, { button: 0, buttons: 1, detail: 1 })) {
      const focusable = element.closest<HTMLElement>(FOCUSABLE);
      if (focusable) focusable.focus();
      else if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    }
  });
  await act(async () => {
    fireEvent.pointerUp(element, { ...contact, button: 0, buttons: 0 });
    fireEvent.pointerOut(element, contact);
    fireEvent.pointerLeave(element, contact);
    if (compatibilityEvents) fireEvent.mouseUp(element, { button: 0, detail: 1 });
    fireEvent.click(element, { button: 0, detail: 1 });
  });
}

/** A driver for `type`; create one per test so user-event's pointer state never leaks between cases. */
export function interactionDriver(type: InteractionType): InteractionDriver {
  // No pause between the steps of an action: the suite runs on every commit, and nothing here needs one.
  const user = userEvent.setup({ delay: null });
  const press = async (element: Element) => {
    if (type === 'mouse') return user.click(element);
    if (type === 'touch') return tap(element);
    if (document.activeElement !== element) {
      throw new Error(`Keyboard press on ${describeElement(element)}, which does not have focus`);
    }
    await user.keyboard('{Enter}');
  };
  const reach = async (element: Element) => {
    if (type === 'keyboard') await tabTo(user, element);
  };
  return {
    type,
    user,
    press,
    reach,
    async activate(element) {
      await reach(element);
      await press(element);
    },
    async dismiss() {
      if (type === 'mouse') return user.click(document.body);
      if (type === 'touch') return tap(document.body);
      await user.keyboard('{Escape}');
    },
  };
}

/**
 * Waits for `assertion` to pass, checking every 5 ms: React Aria moves focus back to a trigger in the animation
 * frame after an overlay closes, and testing-library's default 50 ms between checks would cost most of the
 * suite's time waiting for it. It gives up after 3 s, not 1 s: the whole unit suite shares two cores.
 */
export function eventually(assertion: () => void): Promise<void> {
  return waitFor(assertion, { interval: 5, timeout: 3000 });
}
