import { type Translate, useTrans } from '@tonearm/shell';
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

/** What the panel says of each state, in the visitor's language. */
function stateHeading(state: TwoFactorState, trans: Translate): string {
  switch (state) {
    case TWO_FACTOR_DISABLED:
      return trans('You have not enabled two factor authentication.');
    case TWO_FACTOR_PENDING:
      return trans('Finish enabling two factor authentication.');
    case TWO_FACTOR_ENABLED:
      return trans('You have enabled two factor authentication.');
  }
}

/** 'Two factor authentication' in its three states (doc 000 §4). */
export function TwoFactorPanel() {
  const { trans } = useTrans();
  const twoFactor = useTwoFactor();
  const { state } = twoFactor;
  return (
    <SettingsPanel
      section={accountSection('two-factor')}
      description={trans('Add additional security to your account using two factor authentication.')}
    >
      <div className="flex flex-col gap-4">
        <h3 className="font-medium">{stateHeading(state, trans)}</h3>
        <p className="text-muted-foreground text-sm">
          {trans(
            "When two factor authentication is enabled, you will be prompted for a secure, random token during authentication. You may retrieve this token from your phone's authenticator application.",
          )}
        </p>
        {state === TWO_FACTOR_DISABLED ? (
          <div>
            <Button onPress={() => void twoFactor.enable()} isPending={twoFactor.isBusy}>
              {trans('Enable')}
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
                  {trans('Hide recovery codes')}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  onPress={() => void twoFactor.showRecoveryCodes()}
                  isDisabled={twoFactor.isBusy}
                >
                  {trans('Show recovery codes')}
                </Button>
              )}
              <Button
                variant="outline"
                onPress={() => void twoFactor.regenerateRecoveryCodes()}
                isDisabled={twoFactor.isBusy}
              >
                {trans('Regenerate recovery codes')}
              </Button>
              <Button variant="danger" onPress={() => void twoFactor.disable()} isDisabled={twoFactor.isBusy}>
                {trans('Disable')}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </SettingsPanel>
  );
}
