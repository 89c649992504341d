import { zodResolver } from '@hookform/resolvers/zod';
import { isValidationError } from '@tonearm/client';
import { createBackstageRequest } from '@tonearm/client/calls';
import type { BackstageRequestType } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useCurrentUser, useTrans } from '@tonearm/shell';
import { applyServerErrors } from '@tonearm/ui';
import { useMemo, useRef } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { submittedRequestPath } from '../request-labels';
import { MY_REQUESTS_KEY } from '../use-my-requests';
import {
  initialRequestValues,
  type RequestFormValues,
  requestFormSchema,
  requestPayload,
} from './request-form-values';
import { useProofUpload } from './use-proof-upload';

/**
 * A request form's behaviour: the values as typed (kept whatever is refused), the checks before sending, the
 * identity document's upload, then `POST backstage-requests` and the submitted page. The server's field errors go on
 * their fields, the first focused; a refusal of the request as a whole (one pending per type) shows its message.
 */
export function useRequestForm(type: BackstageRequestType) {
  const http = useHttpClient();
  const { trans } = useTrans();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const proof = useProofUpload();
  const resolver = useMemo(
    () =>
      zodResolver(
        requestFormSchema(type, {
          firstName: trans('Enter your first name.'),
          lastName: trans('Enter your last name.'),
          artistName: trans('Enter your artist name.'),
          artist: trans('Choose an artist.'),
          link: trans('Enter a web address starting with https://.'),
          proof: trans('Upload an image of your passport or identity card.'),
        }),
        undefined,
        { raw: true },
      ) as unknown as Resolver<RequestFormValues>,
    [type, trans],
  );
  const form = useForm<RequestFormValues>({
    defaultValues: initialRequestValues(user ?? {}),
    resolver,
  });
  // react-hook-form starts a second submission while the first awaits; a ref is set before any await.
  const sending = useRef(false);

  const submit = async (values: RequestFormValues) => {
    if (sending.current || proof.isUploading) return;
    sending.current = true;
    try {
      const { request } = await createBackstageRequest(http, requestPayload(type, values));
      await mutate(MY_REQUESTS_KEY);
      navigate(submittedRequestPath(request.id));
    } catch (error) {
      if (isValidationError(error)) {
        const errors = error.fieldErrors();
        const { applied } = applyServerErrors(form, errors);
        if (applied.length === 0) form.setError('root.server', { message: Object.values(errors)[0] ?? '' });
        return;
      }
      showRequestError(error);
    } finally {
      sending.current = false;
    }
  };

  return { form, proof, submit, isSending: form.formState.isSubmitting };
}
