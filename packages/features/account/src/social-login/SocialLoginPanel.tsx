import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useSocialLogin } from './use-social-login';

/** 'Social login' → 'Manage social login': each enabled service, its connected username or 'Disabled'. */
export function SocialLoginPanel() {
  const { trans } = useTrans();
  const { connections, busyService, enable, disable } = useSocialLogin();
  return (
    <SettingsPanel section={accountSection('social-login')}>
      <h3 className="mb-3 font-medium">{trans('Manage social login')}</h3>
      <ul className="divide-y divide-border">
        {connections.map((connection) => (
          <li key={connection.service} className="flex flex-wrap items-center gap-3 py-3">
            <div className="flex min-w-0 flex-1 flex-col text-sm">
              <span className="font-medium">{trans(':service account', { service: connection.name })}</span>
              <span className="break-all text-muted-foreground">
                {connection.username ?? trans('Disabled')}
              </span>
            </div>
            <Button
              variant={connection.isConnected ? 'outline' : 'primary'}
              size="sm"
              aria-label={
                connection.isConnected
                  ? trans('Disable :service account', { service: connection.name })
                  : trans('Enable :service account', { service: connection.name })
              }
              isPending={busyService === connection.service}
              onPress={() => void (connection.isConnected ? disable : enable)(connection.service)}
            >
              {connection.isConnected ? trans('Disable') : trans('Enable')}
            </Button>
          </li>
        ))}
      </ul>
    </SettingsPanel>
  );
}
