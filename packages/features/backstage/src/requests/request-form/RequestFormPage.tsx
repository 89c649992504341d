import type { BackstageRequestType } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import { Button, ButtonLink, Form, Spinner } from '@tonearm/ui';
import { RequestPageFrame } from '../RequestPageFrame';
import { requestTypeLabels } from '../request-labels';
import { useMyRequests } from '../use-my-requests';
import { RequestFields } from './RequestFields';
import { useRequestForm } from './use-request-form';

/** What each form asks of the user, under its heading. */
const intros = (trans: Translate): Record<BackstageRequestType, string> => ({
  'become-artist': trans(
    'Tell us about yourself and the artist you are, and we will create your artist profile.',
  ),
  'verify-artist': trans(
    'Show us that you are the artist, and we will add the verified badge to their profile.',
  ),
  'claim-artist': trans(
    'Show us that you speak for the artist, and we will link your account to their profile.',
  ),
});

/**
 * A backstage request form (`/backstage/requests/become-artist`, `…/verify-artist`, `…/claim-artist`): the artist,
 * who the user is, an identity document and social profiles. A refusal puts its messages on the fields and keeps
 * everything typed.
 */
export function RequestFormPage({ type }: { type: BackstageRequestType }) {
  const { trans } = useTrans();
  const mine = useMyRequests();
  const { form, proof, submit, isSending } = useRequestForm(type);
  const refusal = form.formState.errors.root?.server?.message;
  return (
    <RequestPageFrame heading={requestTypeLabels(trans)[type]} intro={intros(trans)[type]}>
      {type === 'verify-artist' && !mine.data ? (
        mine.error ? (
          <p role="alert">{trans('Your artists could not be loaded. Reload the page to try again.')}</p>
        ) : (
          <Spinner aria-label={trans('Loading your artists')} />
        )
      ) : (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-8">
          <RequestFields type={type} ownArtists={mine.data?.artists ?? []} proof={proof} />
          {refusal ? (
            <p role="alert" className="rounded-ui border border-danger p-3 text-danger text-sm">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="lg" isPending={isSending} isDisabled={proof.isUploading}>
              {trans('Submit request')}
            </Button>
            <ButtonLink href="/backstage/requests" variant="ghost" size="lg">
              {trans('Go back')}
            </ButtonLink>
          </div>
        </Form>
      )}
    </RequestPageFrame>
  );
}

/** `/backstage/requests/become-artist` and `/become-artist`. */
export const BecomeArtistPage = () => <RequestFormPage type="become-artist" />;
/** `/backstage/requests/verify-artist`. */
export const VerifyArtistPage = () => <RequestFormPage type="verify-artist" />;
/** `/backstage/requests/claim-artist` and `/claim-artist`. */
export const ClaimArtistPage = () => <RequestFormPage type="claim-artist" />;
