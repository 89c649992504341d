import { HttpError, ValidationError } from '@tonearm/client';
import { describe, expect, it, vi } from 'vitest';
import { PasswordConfirmationGate } from './password-confirmation-gate';

function httpError<E extends typeof HttpError>(Kind: E, status: number, json: unknown): InstanceType<E> {
  const bodyText = JSON.stringify(json);
  const response = new Response(bodyText, { status });
  return new Kind({ callName: 'test call', response, bodyText, json }) as InstanceType<E>;
}

const wrongPassword = () =>
  httpError(ValidationError, 422, {
    message: 'The provided password was incorrect.',
    errors: { password: ['The provided password was incorrect.'] },
  });

/** A gate over scripted ports; `serverConfirmed` is what the confirmation status answers. */
function setup({ serverConfirmed = false } = {}) {
  let now = Date.parse('2026-03-10T12:00:00Z');
  const ports = {
    fetchConfirmed: vi.fn(async () => serverConfirmed),
    confirmPassword: vi.fn(async (_password: string): Promise<unknown> => ({ status: 'success' })),
    now: () => now,
  };
  const gate = new PasswordConfirmationGate(ports);
  return { gate, ports, advance: (ms: number) => (now += ms) };
}

/** Resolves once the gate opens a prompt for `action` (after its awaited status check). */
function promptFor(gate: PasswordConfirmationGate, action: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = gate.subscribe(() => {
      if (gate.getPrompt()?.action === action && !gate.getPrompt()?.isPending) {
        stop();
        resolve();
      }
    });
  });
}

describe('PasswordConfirmationGate', () => {
  it('asks for the password, confirms it, then runs the action', async () => {
    const { gate, ports } = setup();
    const task = vi.fn(async () => 'done');
    const asked = promptFor(gate, 'disableTwoFactor');
    const result = gate.run('disableTwoFactor', task);
    await asked;

    expect(ports.fetchConfirmed).toHaveBeenCalledTimes(1);
    expect(gate.getPrompt()).toEqual({ action: 'disableTwoFactor', isPending: false, error: null });
    expect(task).not.toHaveBeenCalled();

    await gate.submit('secret');
    expect(ports.confirmPassword).toHaveBeenCalledWith('secret');
    expect(task).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(true);
    expect(gate.getPrompt()).toBeNull();
  });

  it('runs the action without asking when the server still counts a confirmation', async () => {
    const { gate, ports } = setup({ serverConfirmed: true });
    const task = vi.fn(async () => undefined);
    await expect(gate.run('deleteAccount', task)).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
    expect(ports.confirmPassword).not.toHaveBeenCalled();
    expect(gate.getPrompt()).toBeNull();
  });

  it('does not ask again within 9000 s of a confirmation made here, and asks once they lapsed', async () => {
    const { gate, ports, advance } = setup();
    const asked = promptFor(gate, 'enableTwoFactor');
    const first = gate.run('enableTwoFactor', async () => undefined);
    await asked;
    await gate.submit('secret');
    await first;

    advance(9000 * 1000 - 1);
    await expect(gate.run('regenerateRecoveryCodes', async () => undefined)).resolves.toBe(true);
    expect(ports.fetchConfirmed).toHaveBeenCalledTimes(1);

    advance(1);
    const askedAgain = promptFor(gate, 'confirmTwoFactor');
    void gate.run('confirmTwoFactor', async () => undefined);
    await askedAgain;
    expect(ports.fetchConfirmed).toHaveBeenCalledTimes(2);
    expect(gate.getPrompt()?.action).toBe('confirmTwoFactor');
  });

  it('always asks before logging out other sessions and hands the password to the action', async () => {
    const { gate, ports } = setup({ serverConfirmed: true });
    const task = vi.fn(async (_password: string) => undefined);
    const asked = promptFor(gate, 'logoutOtherSessions');
    const result = gate.run('logoutOtherSessions', task);
    await asked;

    expect(ports.fetchConfirmed).not.toHaveBeenCalled();
    expect(gate.getPrompt()?.action).toBe('logoutOtherSessions');
    await gate.submit('secret');
    expect(ports.confirmPassword).not.toHaveBeenCalled();
    expect(task).toHaveBeenCalledWith('secret');
    await expect(result).resolves.toBe(true);
  });

  it('keeps the prompt open with the server message when the password is wrong', async () => {
    const { gate, ports } = setup();
    ports.confirmPassword.mockRejectedValueOnce(wrongPassword());
    const task = vi.fn(async () => undefined);
    const asked = promptFor(gate, 'deleteAccount');
    const result = gate.run('deleteAccount', task);
    await asked;

    await gate.submit('wrong');
    expect(gate.getPrompt()).toEqual({
      action: 'deleteAccount',
      isPending: false,
      error: 'The provided password was incorrect.',
    });
    expect(task).not.toHaveBeenCalled();

    await gate.submit('right');
    await expect(result).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('keeps the prompt open when the action itself refuses the password', async () => {
    const { gate } = setup();
    const task = vi.fn(async (_password: string) => {
      throw wrongPassword();
    });
    const asked = promptFor(gate, 'logoutOtherSessions');
    void gate.run('logoutOtherSessions', task);
    await asked;
    await gate.submit('wrong');
    expect(gate.getPrompt()?.error).toBe('The provided password was incorrect.');
  });

  it('resolves false and never runs the action when the prompt is cancelled', async () => {
    const { gate } = setup();
    const task = vi.fn(async () => undefined);
    const asked = promptFor(gate, 'disableTwoFactor');
    const result = gate.run('disableTwoFactor', task);
    await asked;
    gate.cancel();
    await expect(result).resolves.toBe(false);
    expect(task).not.toHaveBeenCalled();
    expect(gate.getPrompt()).toBeNull();
  });

  it('closes the prompt and rejects with any other failure of the action', async () => {
    const { gate } = setup();
    const failure = httpError(HttpError, 500, { message: 'Server Error' });
    const asked = promptFor(gate, 'deleteAccount');
    const result = gate.run('deleteAccount', async () => {
      throw failure;
    });
    await asked;
    await gate.submit('secret');
    await expect(result).rejects.toBe(failure);
    expect(gate.getPrompt()).toBeNull();
  });

  it('asks after all when the server answers 423 to an action it was expected to allow', async () => {
    const { gate } = setup({ serverConfirmed: true });
    const task = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(httpError(HttpError, 423, { message: 'Password confirmation required.' }))
      .mockResolvedValueOnce({ status: 'success' });
    const asked = promptFor(gate, 'regenerateRecoveryCodes');
    const result = gate.run('regenerateRecoveryCodes', task);
    await asked;
    expect(gate.getPrompt()?.action).toBe('regenerateRecoveryCodes');

    await gate.submit('secret');
    await expect(result).resolves.toBe(true);
    expect(task).toHaveBeenCalledTimes(2);
  });

  it('lets a newer action replace one still waiting for the password', async () => {
    const { gate } = setup();
    const asked = promptFor(gate, 'disableTwoFactor');
    const first = gate.run('disableTwoFactor', async () => undefined);
    await asked;
    const askedAgain = promptFor(gate, 'deleteAccount');
    const second = gate.run('deleteAccount', async () => undefined);
    await expect(first).resolves.toBe(false);
    await askedAgain;
    expect(gate.getPrompt()?.action).toBe('deleteAccount');
    await gate.submit('secret');
    await expect(second).resolves.toBe(true);
  });

  it('ignores a second submit while the first is being sent', async () => {
    const { gate, ports } = setup();
    const asked = promptFor(gate, 'deleteAccount');
    void gate.run('deleteAccount', async () => undefined);
    await asked;
    const sending = gate.submit('secret');
    await gate.submit('secret');
    await sending;
    expect(ports.confirmPassword).toHaveBeenCalledTimes(1);
  });
});
