import { isValidationError, removeAvatar, uploadAvatar } from '@tonearm/client';
import type { ServerFileEntry } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError, useBootstrapData, useTrans } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { type UploadHub, useUploadHub } from '@tonearm/uploads';
import { useState } from 'react';
import { useAccount } from '../account/use-account';
import { AVATAR_ACCEPTED_TYPES, AVATAR_MAX_SIZE, checkAvatarFile } from './check-avatar-file';

export interface AvatarControls {
  /** The current picture's URL. */
  image: string | null;
  /** Why the last pick was refused (a restriction, or the server's 'file' field error). */
  error: string | null;
  /** Whether an upload or removal is being sent. */
  isPending: boolean;
  /** Checks the picked file against the avatar rules, then uploads it. */
  upload(file: File | undefined): Promise<void>;
  remove(): Promise<void>;
}

/** Why the upload engine could not store the picture: the server's message, or `null` for the generic error. */
class AvatarUploadError extends Error {
  constructor(readonly serverMessage: string | null) {
    super(serverMessage ?? 'The avatar could not be uploaded.');
  }
}

/**
 * Sends the picture through the app's upload engine to the public disk, as one plain upload, and answers its entry.
 * It leaves the uploads list once it ends: the avatar field shows how it went.
 */
async function uploadToPublicDisk(hub: UploadHub, file: File): Promise<ServerFileEntry> {
  const queue = await hub.queue();
  const [upload] = queue.add([file], {
    method: 'plain',
    metadata: { disk: 'public' },
    restrictions: { maxFileSize: AVATAR_MAX_SIZE, allowedFileTypes: AVATAR_ACCEPTED_TYPES },
  });
  if (!upload) throw new AvatarUploadError(null);
  const settled = await queue.whenSettled(upload.id);
  hub.remove(upload.id);
  if (settled.status !== 'completed' || !settled.entry) throw new AvatarUploadError(settled.error ?? null);
  return settled.entry;
}

/**
 * The avatar: checked before upload (image/*, at most 2 MB), sent through the upload engine to the public disk and
 * then chosen with `POST users/{id}/avatar {url}`, or removed (doc 000 §5, §7, §8, §9).
 */
export function useAvatar(): AvatarControls {
  const http = useHttpClient();
  const hub = useUploadHub();
  const { user, replaceUser } = useAccount();
  const { trans } = useTrans();
  const { language } = useBootstrapData().i18n;
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const send = async (request: () => ReturnType<typeof removeAvatar>, success: string) => {
    setPending(true);
    try {
      replaceUser((await request()).user);
      toast.positive(success);
    } catch (failure) {
      // The engine's own words (a timeout) are looked up like the uploads panel does; a server's pass unchanged.
      const fieldError =
        failure instanceof AvatarUploadError
          ? failure.serverMessage && trans(failure.serverMessage)
          : isValidationError(failure)
            ? failure.messagesFor('file')[0]
            : undefined;
      if (fieldError) setError(fieldError);
      else showRequestError(failure);
    } finally {
      setPending(false);
    }
  };

  return {
    image: user.image,
    error,
    isPending,
    upload: async (file) => {
      const problem = checkAvatarFile(file, trans, language);
      setError(problem);
      if (problem || !file) return;
      await send(async () => {
        const entry = await uploadToPublicDisk(hub, file);
        return uploadAvatar(http, user.id, { url: entry.url });
      }, trans('Uploaded avatar'));
    },
    remove: async () => {
      setError(null);
      await send(() => removeAvatar(http, user.id), trans('Removed avatar'));
    },
  };
}
