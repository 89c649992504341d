import { AlertDialog, Button, DialogTrigger } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useDeleteAccount } from './use-delete-account';

/** 'Delete account': the danger zone. */
export function DeleteAccountPanel() {
  const { deleteAccount, isDeleting } = useDeleteAccount();
  return (
    <SettingsPanel
      section={accountSection('delete-account')}
      tone="danger"
      description="Once you delete your account, all of its resources and data will be permanently deleted."
    >
      <DialogTrigger>
        <Button variant="danger" isPending={isDeleting}>
          Delete account
        </Button>
        <AlertDialog
          title="Delete account?"
          confirmLabel="Delete"
          intent="danger"
          // The alert closes first; the password prompt may follow.
          onConfirm={() => void deleteAccount()}
        >
          Your account will be deleted immediately and permanently. Once deleted, accounts can not be
          restored.
        </AlertDialog>
      </DialogTrigger>
    </SettingsPanel>
  );
}
