import { useContext, useSyncExternalStore } from 'react';
import { PasswordConfirmationContext } from './password-confirmation-context';
import type { PasswordConfirmationGate, PasswordPrompt } from './password-confirmation-gate';

function useGate(): PasswordConfirmationGate {
  const gate = useContext(PasswordConfirmationContext);
  if (!gate) throw new Error('usePasswordConfirmation needs a <PasswordConfirmationProvider> above it.');
  return gate;
}

/**
 * Runs a sensitive action behind the password (doc 000 §5): `withPassword('deleteAccount', () => ...)` asks for
 * the password only when the 9000 s window lapsed; `withPassword('logoutOtherSessions', (password) => ...)` always
 * asks and hands the password to the action. Resolves `true` when the action succeeded, `false` when the user
 * cancelled; rejects with the action's error.
 */
export function usePasswordConfirmation(): PasswordConfirmationGate['run'] {
  const gate = useGate();
  return gate.run.bind(gate) as PasswordConfirmationGate['run'];
}

/** The open password prompt, for the modal. */
export function usePasswordPrompt(): { prompt: PasswordPrompt | null; gate: PasswordConfirmationGate } {
  const gate = useGate();
  const prompt = useSyncExternalStore(gate.subscribe, gate.getPrompt, gate.getPrompt);
  return { prompt, gate };
}
