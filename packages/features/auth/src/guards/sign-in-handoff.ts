import type { BootstrapData } from '@tonearm/client/contract';
import { createContext } from 'react';

/** Lets a guest page hand a fresh sign-in to its `GuestRoute`, which then takes the visitor to `target`. */
export interface SignInHandoff {
  complete(bootstrapData: BootstrapData, target: string): void;
}

export const SignInHandoffContext = createContext<SignInHandoff | null>(null);
