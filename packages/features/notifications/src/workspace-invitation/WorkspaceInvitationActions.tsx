import type { InviteId } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Button } from '@tonearm/ui';
import { useWorkspaceInvitation } from './use-workspace-invitation';

export interface WorkspaceInvitationActionsProps {
  /** The invitation the notification carries (`data.inviteId`). */
  inviteId: InviteId;
  /** The id of the invitation's text, read with each button so a list of invitations stays distinguishable. */
  describedBy?: string;
}

/** 'Join' and 'Decline' for a workspace invitation in a notification (doc 000 §4). */
export function WorkspaceInvitationActions({ inviteId, describedBy }: WorkspaceInvitationActionsProps) {
  const { join, decline, pending } = useWorkspaceInvitation(inviteId);
  const { trans } = useTrans();
  return (
    <>
      <Button
        size="sm"
        aria-describedby={describedBy}
        isPending={pending === 'join'}
        isDisabled={pending === 'decline'}
        onPress={() => void join()}
      >
        {trans('Join')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-describedby={describedBy}
        isPending={pending === 'decline'}
        isDisabled={pending === 'join'}
        onPress={() => void decline()}
      >
        {trans('Decline')}
      </Button>
    </>
  );
}
