import { Button } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { RecoveryCodes } from './RecoveryCodes';
import { TwoFactorSetup } from './TwoFactorSetup';
import {
  TWO_FACTOR_DISABLED,
  TWO_FACTOR_ENABLED,
  TWO_FACTOR_PENDING,
  type TwoFactorState,
} from './two-factor-state';
import { useTwoFactor } from './use-two-factor';

const STATE_HEADINGS: Record<TwoFactorState, string> = {
  0: 'You have not enabled two factor authentication.',
  1: 'Finish enabling two factor authentication.',
  2: 'You have enabled two factor authentication.',
};

/** 'Two factor authentication' in its three states (doc 000 §4). */
export function TwoFactorPanel() {
  const twoFactor = useTwoFactor();
  const { state } = twoFactor;
  return (
    <SettingsPanel
      section={accountSection('two-factor')}
      description="Add additional security to your account using two factor authentication."
    >
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">{STATE_HEADINGS[state]}</h3>
        <p className="text-muted-foreground text-sm">
          When two factor authentication is enabled, you will be prompted for a secure, random token during
          authentication. You may retrieve this token from your phone's authenticator application.
        </p>
        {state === TWO_FACTOR_DISABLED ? (
          <div>
            <Button onPress={() => void twoFactor.enable()} isPending={twoFactor.isBusy}>
              Enable
            </Button>
          </div>
        ) : null}
        {state === TWO_FACTOR_PENDING ? <TwoFactorSetup twoFactor={twoFactor} /> : null}
        {state === TWO_FACTOR_ENABLED ? (
          <>
            {twoFactor.showsRecoveryCodes ? <RecoveryCodes codes={twoFactor.recoveryCodes} /> : null}
            <div className="flex flex-wrap gap-2">
              {twoFactor.showsRecoveryCodes ? (
                <Button variant="outline" onPress={twoFactor.hideRecoveryCodes}>
                  Hide recovery codes
                </Button>
              ) : (
                <Button
                  variant="outline"
                  onPress={() => void twoFactor.showRecoveryCodes()}
                  isDisabled={twoFactor.isBusy}
                >
                  Show recovery codes
                </Button>
              )}
              <Button
                variant="outline"
                onPress={() => void twoFactor.regenerateRecoveryCodes()}
                isDisabled={twoFactor.isBusy}
              >
                Regenerate recovery codes
              </Button>
              <Button variant="danger" onPress={() => void twoFactor.disable()} isDisabled={twoFactor.isBusy}>
                Disable
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </SettingsPanel>
  );
}
