import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactorQrCode,
  regenerateRecoveryCodes,
  showRecoveryCodes,
} from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { useAccount } from '../account/use-account';
import { usePasswordConfirmation } from '../password-confirmation/use-password-confirmation';
import { TWO_FACTOR_PENDING, twoFactorState } from './two-factor-state';

/**
 * The two-factor setup (doc 000 §4): Enable (0 → 1) shows the QR code and secret; confirming a code moves to 2;
 * Cancel goes back to 0; Disable turns it off. Every change but Cancel's first step is guarded by the password.
 */
export function useTwoFactor() {
  const http = useHttpClient();
  const withPassword = usePasswordConfirmation();
  const { user, refresh } = useAccount();
  const { trans } = useTrans();
  const state = twoFactorState(user);
  // Each Enable creates a new secret, so each round of setup fetches its own QR code.
  const [setupRound, setSetupRound] = useState(0);
  const [isBusy, setBusy] = useState(false);
  // Confirmed codes never come with the user: only the answers that checked the password carry them.
  const [shownCodes, setShownCodes] = useState<string[] | null>(null);
  const qrCode = useSWR(
    state === TWO_FACTOR_PENDING ? ['auth/user/two-factor/qr-code', setupRound] : null,
    () => getTwoFactorQrCode(http),
  );

  const guarded = async (change: () => Promise<boolean>, after?: () => void) => {
    setBusy(true);
    try {
      if (!(await change())) return;
      after?.();
      await refresh();
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  };

  return {
    state,
    isBusy,
    qrCode: qrCode.data ?? null,
    qrCodeError: qrCode.error as unknown,
    recoveryCodes: shownCodes ?? [],
    showsRecoveryCodes: shownCodes !== null,
    /** Asks for the password, then shows the codes the server answers. */
    showRecoveryCodes: () =>
      guarded(() =>
        withPassword('showRecoveryCodes', async (password) => {
          setShownCodes((await showRecoveryCodes(http, { password })).recovery_codes);
        }),
      ),
    hideRecoveryCodes: () => setShownCodes(null),
    enable: () =>
      guarded(
        () => withPassword('enableTwoFactor', () => enableTwoFactor(http)),
        () => setSetupRound((round) => round + 1),
      ),
    /** Sends the code; a wrong code rejects with the server's 422 for the form to show. */
    confirm: async (code: string) => {
      let codes: string[] = [];
      const done = await withPassword('confirmTwoFactor', async () => {
        codes = (await confirmTwoFactor(http, { code })).recovery_codes;
      });
      if (!done) return;
      setShownCodes(codes);
      await refresh();
    },
    cancel: () => guarded(() => withPassword('disableTwoFactor', () => disableTwoFactor(http))),
    disable: () =>
      guarded(
        () => withPassword('disableTwoFactor', () => disableTwoFactor(http)),
        () => {
          setShownCodes(null);
          // Doc 000 §7: the toast after turning two-factor off.
          toast.positive(trans('Two factor authentication has been disabled.'));
        },
      ),
    regenerateRecoveryCodes: () =>
      guarded(() =>
        withPassword('regenerateRecoveryCodes', async () => {
          setShownCodes((await regenerateRecoveryCodes(http)).recovery_codes);
        }),
      ),
  };
}

export type TwoFactorControls = ReturnType<typeof useTwoFactor>;
