import { connectSocialAccount, socialLoginPopupUrl } from '@tonearm/client';
import type { BootstrapData, SocialService } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { isSafeRedirectPath } from '@tonearm/client/rules';
import { useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useCallback, useState } from 'react';
import { useCompleteSignIn } from '../guards/use-complete-sign-in';
import { signInTarget } from '../redirect/sign-in-target';
import { useAuthVisit } from '../visit/use-auth-visit';
import { openSocialPopup, type PopupHost } from './open-social-popup';
import { socialSignInOutcome } from './social-sign-in-outcome';

export interface SocialSignInOptions {
  /**
   * The window that opens the popup and receives its result.
   * @default window
   */
  host?: PopupHost;
}

export interface SocialSignIn {
  /** Opens the service's sign-in popup and acts on its result (doc 000 §4). */
  signInWith(service: SocialService): Promise<void>;
  /** Whether the 'Password required' modal is open for a REQUEST_PASSWORD result. */
  isPasswordRequired: boolean;
  closePasswordRequest(): void;
  /** Connects the social account to the existing one with its password (`POST secure/auth/social/connect`). */
  connectWithPassword(password: string): Promise<void>;
}

/** Social sign-in from a guest page: the popup, its four results and the password request. */
export function useSocialSignIn({ host }: SocialSignInOptions = {}): SocialSignIn {
  const http = useHttpClient();
  const completeSignIn = useCompleteSignIn();
  const { trans } = useTrans();
  const { redirectUri } = useAuthVisit();
  const [isPasswordRequired, setPasswordRequired] = useState(false);

  const finish = useCallback(
    (bootstrapData: BootstrapData | null) => {
      if (bootstrapData?.user) {
        completeSignIn(bootstrapData, signInTarget(bootstrapData.user, redirectUri));
        return;
      }
      // Signed in on the server but not here: a full load of the target brings the account's bootstrap data.
      window.location.assign(isSafeRedirectPath(redirectUri) ? redirectUri : '/');
    },
    [completeSignIn, redirectUri],
  );

  const signInWith = useCallback(
    async (service: SocialService) => {
      const outcome = socialSignInOutcome(await openSocialPopup(socialLoginPopupUrl(http, service), host));
      switch (outcome.type) {
        case 'signed-in':
          finish(outcome.bootstrapData);
          return;
        case 'password-required':
          setPasswordRequired(true);
          return;
        case 'failed':
          toast.danger(outcome.message ?? trans('An error occurred. Please try again later'));
          return;
        case 'dismissed':
          return;
      }
    },
    [http, host, finish, trans],
  );

  const connectWithPassword = useCallback(
    async (password: string) => {
      const { bootstrapData } = await connectSocialAccount(http, { password });
      setPasswordRequired(false);
      if (bootstrapData.user) finish(bootstrapData);
      else toast.danger(trans('An error occurred. Please try again later'));
    },
    [http, finish, trans],
  );

  return {
    signInWith,
    isPasswordRequired,
    closePasswordRequest: useCallback(() => setPasswordRequired(false), []),
    connectWithPassword,
  };
}
