import { confirmPassword, getPasswordConfirmationStatus } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { type ReactNode, useState } from 'react';
import { PasswordConfirmationModal } from './PasswordConfirmationModal';
import { PasswordConfirmationContext } from './password-confirmation-context';
import { PasswordConfirmationGate } from './password-confirmation-gate';

export interface PasswordConfirmationProviderProps {
  children: ReactNode;
}

/**
 * Lets the screens below guard sensitive actions with `usePasswordConfirmation`, and shows the password prompt
 * they open. The confirmation is remembered for as long as the provider stays mounted.
 */
export function PasswordConfirmationProvider({ children }: PasswordConfirmationProviderProps) {
  const http = useHttpClient();
  const [gate] = useState(
    () =>
      new PasswordConfirmationGate({
        fetchConfirmed: async () => (await getPasswordConfirmationStatus(http)).confirmed,
        confirmPassword: (password) => confirmPassword(http, { password }),
      }),
  );
  return (
    <PasswordConfirmationContext value={gate}>
      {children}
      <PasswordConfirmationModal />
    </PasswordConfirmationContext>
  );
}
