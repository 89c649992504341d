import { useBootstrapData, useTrans } from '@tonearm/shell';
import type { ComponentType } from 'react';
import { SignedInOnly } from '../account/SignedInOnly';
import { AccountDetailsPanel } from '../account-details/AccountDetailsPanel';
import { DeleteAccountPanel } from '../delete-account/DeleteAccountPanel';
import { DevelopersPanel } from '../developers/DevelopersPanel';
import { LocationAndLanguagePanel } from '../location-and-language/LocationAndLanguagePanel';
import { ChangePasswordPanel } from '../password/ChangePasswordPanel';
import { PasswordConfirmationProvider } from '../password-confirmation/PasswordConfirmationProvider';
import { SessionsPanel } from '../sessions/SessionsPanel';
import { SocialLoginPanel } from '../social-login/SocialLoginPanel';
import { TwoFactorPanel } from '../two-factor/TwoFactorPanel';
import { type AccountSectionId, visibleAccountSections } from './account-sections';
import { SectionNav } from './SectionNav';

const PANELS: Record<AccountSectionId, ComponentType> = {
  'account-details': AccountDetailsPanel,
  'social-login': SocialLoginPanel,
  password: ChangePasswordPanel,
  'two-factor': TwoFactorPanel,
  sessions: SessionsPanel,
  'location-and-language': LocationAndLanguagePanel,
  developers: DevelopersPanel,
  'delete-account': DeleteAccountPanel,
};

/** /account-settings (doc 000 §2): the signed-in user's panels, in the spec's order, with a section nav. */
export function AccountSettingsPage() {
  return (
    <SignedInOnly>
      <AccountSettings />
    </SignedInOnly>
  );
}

function AccountSettings() {
  const { trans } = useTrans();
  const sections = visibleAccountSections(useBootstrapData());
  return (
    <PasswordConfirmationProvider>
      <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:grid lg:grid-cols-[12rem_1fr] lg:gap-10">
        <h1 className="mb-6 font-bold text-2xl tracking-tight lg:col-span-2">{trans('Account settings')}</h1>
        <SectionNav sections={sections} />
        <div className="flex min-w-0 flex-col gap-6">
          {sections.map((section) => {
            const Panel = PANELS[section.id];
            return <Panel key={section.id} />;
          })}
        </div>
      </div>
    </PasswordConfirmationProvider>
  );
}
