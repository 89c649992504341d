import { disconnectSocialAccount, socialConnectPopupUrl } from '@tonearm/client';
import type { SocialService } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useBootstrapStore, useSettings, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import { useAccount } from '../account/use-account';
import { enabledSocialServices } from '../settings/account-sections';
import { openSocialPopup } from './social-popup';

const SERVICE_NAMES: Record<SocialService, string> = {
  google: 'Google',
  facebook: 'Facebook',
  twitter: 'Twitter',
  envato: 'Envato',
};

export interface SocialConnection {
  service: SocialService;
  /** 'Google', 'Facebook'... */
  name: string;
  /** The connected account's username; `null` when not connected (shown as 'Disabled'). */
  username: string | null;
  isConnected: boolean;
}

/** The enabled social services with the account's connection to each, and Enable / Disable (doc 000 §2, §7). */
export function useSocialLogin() {
  const http = useHttpClient();
  const store = useBootstrapStore();
  const settings = useSettings();
  const { user, refresh } = useAccount();
  const { trans } = useTrans();
  const [busyService, setBusyService] = useState<SocialService | null>(null);

  const connections: SocialConnection[] = enabledSocialServices(settings).map((service) => {
    const profile = user.social_profiles?.find((candidate) => candidate.service_name === service);
    return {
      service,
      name: SERVICE_NAMES[service],
      username: profile?.username ?? null,
      isConnected: !!profile,
    };
  });

  const busy = async (service: SocialService, work: () => Promise<void>) => {
    setBusyService(service);
    try {
      await work();
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusyService(null);
    }
  };

  return {
    connections,
    busyService,
    enable: (service: SocialService) =>
      busy(service, async () => {
        const result = await openSocialPopup(socialConnectPopupUrl(http, service));
        if (!result) return;
        if (result.status === 'SUCCESS' || result.status === 'ALREADY_LOGGED_IN') {
          const bootstrapData = result.callbackData?.bootstrapData;
          if (bootstrapData) store.set(bootstrapData);
          toast.positive(trans('Enabled :service account', { service: SERVICE_NAMES[service] }));
          await refresh();
          return;
        }
        // Doc 000 §4: the popup's own message, else the fallback.
        toast.danger(result.callbackData?.errorMessage || trans('An error occurred. Please try again later'));
      }),
    disable: (service: SocialService) =>
      busy(service, async () => {
        await disconnectSocialAccount(http, service);
        toast.positive(trans('Disabled :service account', { service: SERVICE_NAMES[service] }));
        await refresh();
      }),
  };
}
