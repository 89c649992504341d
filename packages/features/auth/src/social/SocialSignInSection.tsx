import { useSettings, useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { lazy, Suspense } from 'react';
import { enabledSocialServices } from './enabled-social-services';
import type { PopupHost } from './open-social-popup';
import { SocialIcon } from './social-icons';
import { useSocialSignIn } from './use-social-sign-in';

// Asked for only when a social account matches an existing one with a password: the login page loads without it.
const PasswordRequiredModal = lazy(() =>
  import('./PasswordRequiredModal').then((module) => ({ default: module.PasswordRequiredModal })),
);

export interface SocialSignInSectionProps {
  /**
   * The page it sits on; in compact mode the divider reads 'Or sign up with' on registration, 'Or sign in with' on
   * login.
   * @default 'login'
   */
  purpose?: 'login' | 'register';
  /**
   * The window that opens the sign-in popups.
   * @default window
   */
  popupHost?: PopupHost;
}

/**
 * The divider and one 'Continue with …' button per social service the operator enabled (doc 000 §2); nothing when
 * none is. Compact mode (`social.compact_buttons`) shows icon buttons in a row.
 */
export function SocialSignInSection({ purpose = 'login', popupHost }: SocialSignInSectionProps) {
  const settings = useSettings();
  const { trans } = useTrans();
  const social = useSocialSignIn({ host: popupHost });
  const services = enabledSocialServices(settings);
  if (services.length === 0) return null;

  const compact = settings.social?.compact_buttons === true;
  const divider = compact
    ? purpose === 'register'
      ? trans('Or sign up with')
      : trans('Or sign in with')
    : trans('OR');
  return (
    <div data-slot="social-sign-in">
      <div className="my-6 flex items-center gap-3 text-muted-foreground text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {divider}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <div className={compact ? 'flex justify-center gap-3' : 'flex flex-col gap-2'}>
        {services.map((service) => {
          const label = trans('Continue with :service', { service });
          return compact ? (
            <Button
              key={service}
              variant="outline"
              isIconOnly
              aria-label={label}
              onPress={() => void social.signInWith(service)}
            >
              <SocialIcon service={service} />
            </Button>
          ) : (
            <Button key={service} variant="outline" onPress={() => void social.signInWith(service)}>
              <SocialIcon service={service} />
              {label}
            </Button>
          );
        })}
      </div>
      {social.isPasswordRequired ? (
        <Suspense fallback={null}>
          <PasswordRequiredModal
            isOpen
            onClose={social.closePasswordRequest}
            onConnect={social.connectWithPassword}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
