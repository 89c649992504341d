import type { BackstageRequestType } from '@tonearm/client/contract';
import { hasPermission } from '@tonearm/client/rules';
import { NotFoundPage, showRequestError, type Translate, useCurrentUser, useTrans } from '@tonearm/shell';
import { AlertDialog, Button, Spinner, toast } from '@tonearm/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { AttachedVerification, RequestDetails } from './RequestDetails';
import { ReviewDialog } from './ReviewDialog';
import { useBackstageRequest } from './use-backstage-request';

const LIST_PATH = '/admin/backstage-requests';

/** What approving does, by type, as the approve dialog says it. */
const approveEffects = (trans: Translate): Record<BackstageRequestType, string> => ({
  'become-artist': trans(
    'A new artist profile will be created and assigned to the user, who gets the artist role. The user will be notified.',
  ),
  'verify-artist': trans('The artist will be marked as verified. The user will be notified.'),
  'claim-artist': trans(
    'The user will be linked to the artist with the requested role and get the artist role. The user will be notified.',
  ),
});

/**
 * `/admin/backstage-requests/{id}`: everything submitted and the identity document; Approve and Deny with notes
 * while the request is pending, Delete for holders of `backstageRequests.delete` (with its document, after a
 * confirmation).
 */
export function BackstageRequestPage() {
  const { trans } = useTrans();
  const navigate = useNavigate();
  const { requestId } = useParams();
  const user = useCurrentUser();
  const mayDelete = user ? hasPermission({ user }, 'backstageRequests.delete') : false;
  const { request, error, notFound, reload, review, remove } = useBackstageRequest(Number(requestId));
  const [decision, setDecision] = useState<'approve' | 'deny' | null>(null);
  const [deleting, setDeleting] = useState(false);
  if (notFound) return <NotFoundPage />;
  if (!request) {
    return error ? (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{trans('The request could not be loaded.')}</p>
        <Button variant="outline" onPress={reload}>
          {trans('Try again')}
        </Button>
      </div>
    ) : (
      <Spinner aria-label={trans('Loading the request')} />
    );
  }
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-3">
        <Button variant="ghost" size="sm" className="self-start" onPress={() => void navigate(LIST_PATH)}>
          {trans('Go back')}
        </Button>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-semibold text-xl">
            {trans('Backstage request of :name', { name: request.user.name })}
          </h1>
          <div className="flex flex-wrap gap-2">
            {request.status === 'pending' ? (
              <>
                <Button onPress={() => setDecision('approve')}>{trans('Approve')}</Button>
                <Button variant="outline" onPress={() => setDecision('deny')}>
                  {trans('Deny')}
                </Button>
              </>
            ) : null}
            {mayDelete ? (
              <Button variant="danger" onPress={() => setDeleting(true)}>
                {trans('Delete')}
              </Button>
            ) : null}
          </div>
        </div>
      </header>
      <RequestDetails request={request} />
      <AttachedVerification request={request} />
      <ReviewDialog
        decision={decision}
        approveEffect={approveEffects(trans)[request.type]}
        createsArtist={request.type === 'become-artist'}
        onClose={() => setDecision(null)}
        onReview={async (chosen, notes, markArtistVerified) => {
          await review(chosen, notes, markArtistVerified);
          toast.positive(chosen === 'approve' ? trans('Request approved') : trans('Request denied'));
        }}
      />
      <AlertDialog
        isOpen={deleting}
        onOpenChange={setDeleting}
        title={trans('Delete this request?')}
        confirmLabel={trans('Delete')}
        cancelLabel={trans('Cancel')}
        intent="danger"
        onConfirm={async () => {
          try {
            await remove();
            toast.positive(trans('Request deleted'));
            void navigate(LIST_PATH);
          } catch (failure) {
            showRequestError(failure);
            throw failure;
          }
        }}
      >
        {trans('The request and its identity document are deleted for good.')}
      </AlertDialog>
    </div>
  );
}
