import { isHttpError, isValidationError } from '@tonearm/client';
import {
  ALWAYS_CONFIRMED_ACTIONS,
  needsPasswordConfirmation,
  type SensitiveAction,
} from '@tonearm/client/rules';

/** The server's answer to a sensitive action whose password confirmation lapsed (Laravel's `password.confirm`). */
export const PASSWORD_CONFIRMATION_REQUIRED_STATUS = 423;

/** A sensitive action that sends the password along with itself, so it asks every time (doc 000 §5). */
export type PasswordCarryingAction = 'logoutOtherSessions' | 'showRecoveryCodes';
/** A sensitive action that asks only when the 9000 s confirmation window has lapsed. */
export type WindowedAction = Exclude<SensitiveAction, PasswordCarryingAction>;

/** How the gate reaches the server. */
export interface PasswordConfirmationPorts {
  /** `GET auth/user/confirmed-password-status?seconds=9000`: whether the server still counts a confirmation. */
  fetchConfirmed(): Promise<boolean>;
  /** `POST auth/user/confirm-password`. */
  confirmPassword(password: string): Promise<unknown>;
  /** @default Date.now */
  now?: () => number;
}

/** The open password prompt. */
export interface PasswordPrompt {
  /** The action waiting for the password. */
  action: SensitiveAction;
  /** Whether the password (and the action) are being sent. */
  isPending: boolean;
  /** The server's message for the password, e.g. 'The provided password was incorrect.' */
  error: string | null;
}

type Task = (password: string) => Promise<unknown>;

interface Waiting {
  action: SensitiveAction;
  task: Task;
  settle(result: { done: boolean } | { error: unknown }): void;
}

type Listener = () => void;

function needsFreshConfirmation(error: unknown): boolean {
  return isHttpError(error) && error.status === PASSWORD_CONFIRMATION_REQUIRED_STATUS;
}

/**
 * Guards the sensitive actions of doc 000 §5 with the password. Logging out other sessions always asks and sends
 * the password with the action. The others ask only when no confirmation is known within 9000 s: one made here,
 * or one the server reports; a 423 from the action (the server's window lapsed first) asks after all.
 *
 * `run` resolves `true` once the action succeeded and `false` when the user cancelled the prompt; it rejects with
 * the action's error. A wrong password stays in the prompt as its error.
 */
export class PasswordConfirmationGate {
  readonly #ports: PasswordConfirmationPorts;
  readonly #now: () => number;
  readonly #listeners = new Set<Listener>();
  #lastConfirmedAt: number | null = null;
  #prompt: PasswordPrompt | null = null;
  #waiting: Waiting | null = null;

  constructor(ports: PasswordConfirmationPorts) {
    this.#ports = ports;
    this.#now = ports.now ?? Date.now;
  }

  /** The prompt to show, `null` when no action waits for the password. */
  getPrompt = (): PasswordPrompt | null => this.#prompt;

  subscribe = (listener: Listener): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  run(action: PasswordCarryingAction, task: (password: string) => Promise<unknown>): Promise<boolean>;
  run(action: WindowedAction, task: () => Promise<unknown>): Promise<boolean>;
  async run(action: SensitiveAction, task: Task): Promise<boolean> {
    if (!ALWAYS_CONFIRMED_ACTIONS.has(action) && (await this.#isConfirmed(action))) {
      try {
        await task('');
        return true;
      } catch (error) {
        if (!needsFreshConfirmation(error)) throw error;
        this.#lastConfirmedAt = null;
      }
    }
    return this.#ask(action, task);
  }

  /** Sends the password typed in the prompt, then runs the waiting action. */
  async submit(password: string): Promise<void> {
    const waiting = this.#waiting;
    if (!waiting || this.#prompt?.isPending) return;
    this.#setPrompt({ action: waiting.action, isPending: true, error: null });
    const carriesPassword = ALWAYS_CONFIRMED_ACTIONS.has(waiting.action);
    try {
      if (!carriesPassword) {
        await this.#ports.confirmPassword(password);
        this.#lastConfirmedAt = this.#now();
      }
      await waiting.task(password);
    } catch (error) {
      const message = isValidationError(error) ? error.messagesFor('password')[0] : undefined;
      if (message !== undefined && this.#waiting === waiting) {
        this.#setPrompt({ action: waiting.action, isPending: false, error: message });
        return;
      }
      this.#finish(waiting, { error });
      return;
    }
    this.#finish(waiting, { done: true });
  }

  /** Closes the prompt; the waiting action does not run. */
  cancel(): void {
    if (this.#waiting && !this.#prompt?.isPending) this.#finish(this.#waiting, { done: false });
  }

  async #isConfirmed(action: SensitiveAction): Promise<boolean> {
    const state = { lastConfirmedAt: this.#lastConfirmedAt, now: this.#now() };
    if (!needsPasswordConfirmation(action, state)) return true;
    return this.#ports.fetchConfirmed();
  }

  #ask(action: SensitiveAction, task: Task): Promise<boolean> {
    // A newer sensitive action replaces one still waiting, as a second click elsewhere would.
    if (this.#waiting) this.#finish(this.#waiting, { done: false });
    return new Promise<boolean>((resolve, reject) => {
      this.#waiting = {
        action,
        task,
        settle: (result) => ('error' in result ? reject(result.error) : resolve(result.done)),
      };
      this.#setPrompt({ action, isPending: false, error: null });
    });
  }

  #finish(waiting: Waiting, result: { done: boolean } | { error: unknown }): void {
    if (this.#waiting === waiting) {
      this.#waiting = null;
      this.#setPrompt(null);
    }
    waiting.settle(result);
  }

  #setPrompt(prompt: PasswordPrompt | null): void {
    this.#prompt = prompt;
    for (const listener of this.#listeners) listener();
  }
}
