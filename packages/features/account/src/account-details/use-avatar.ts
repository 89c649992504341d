import { isValidationError, removeAvatar, uploadAvatar } from '@tonearm/client';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError } from '@tonearm/shell';
import { toast } from '@tonearm/ui';
import { useState } from 'react';
import { useAccount } from '../account/use-account';
import { checkAvatarFile } from './check-avatar-file';

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

/** The avatar: checked before upload (image/*, at most 2 MB), uploaded or removed (doc 000 §5, §7, §8). */
export function useAvatar(): AvatarControls {
  const http = useHttpClient();
  const { user, replaceUser } = useAccount();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const send = async (request: () => ReturnType<typeof removeAvatar>, success: string) => {
    setPending(true);
    try {
      replaceUser((await request()).user);
      toast.positive(success);
    } catch (failure) {
      const fieldError = isValidationError(failure) ? failure.messagesFor('file')[0] : undefined;
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
      const problem = checkAvatarFile(file);
      setError(problem);
      if (problem || !file) return;
      await send(() => uploadAvatar(http, user.id, file), 'Uploaded avatar');
    },
    remove: async () => {
      setError(null);
      await send(() => removeAvatar(http, user.id), 'Removed avatar');
    },
  };
}
