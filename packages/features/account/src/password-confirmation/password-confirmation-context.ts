import { createContext } from 'react';
import type { PasswordConfirmationGate } from './password-confirmation-gate';

export const PasswordConfirmationContext = createContext<PasswordConfirmationGate | null>(null);
