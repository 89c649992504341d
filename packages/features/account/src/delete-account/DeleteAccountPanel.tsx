import { useTrans } from '@tonearm/shell';
import { AlertDialog, Button, DialogTrigger } from '@tonearm/ui';
import { accountSection } from '../settings/account-sections';
import { SettingsPanel } from '../settings/SettingsPanel';
import { useDeleteAccount } from './use-delete-account';

/** 'Delete account': the danger zone. */
export function DeleteAccountPanel() {
  const { trans } = useTrans();
  const { deleteAccount, isDeleting } = useDeleteAccount();
  return (
    <SettingsPanel
      section={accountSection('delete-account')}
      tone="danger"
      description={trans(
        'Once you delete your account, all of its resources and data will be permanently deleted.',
      )}
    >
      <DialogTrigger>
        <Button variant="danger" isPending={isDeleting}>
          {trans('Delete account')}
        </Button>
        <AlertDialog
          title={trans('Delete account?')}
          confirmLabel={trans('Delete')}
          cancelLabel={trans('Cancel')}
          intent="danger"
          // The alert closes first; the password prompt may follow.
          onConfirm={() => void deleteAccount()}
        >
          {trans(
            'Your account will be deleted immediately and permanently. Once deleted, accounts can not be restored.',
          )}
        </AlertDialog>
      </DialogTrigger>
    </SettingsPanel>
  );
}
