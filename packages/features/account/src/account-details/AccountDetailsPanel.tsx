import { useCurrentUser, useTrans } from '@tonearm/shell';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { AccountDetailsForm } from './AccountDetailsForm';
import { AvatarField } from './AvatarField';

/** 'Account details': name and profile image. */
export function AccountDetailsPanel() {
  const user = useCurrentUser();
  const { trans } = useTrans();
  return (
    <SettingsPanel
      section={accountSection('account-details')}
      description={trans('Update your name and profile image.')}
    >
      <div className="flex flex-col gap-6">
        <AvatarField name={user?.name ?? ''} />
        <AccountDetailsForm />
      </div>
    </SettingsPanel>
  );
}
