import {
  checkUploadRestrictions,
  describeUploadedFile,
  isValidationError,
  removeAvatar,
  type UploadRestrictions,
  uploadAvatar,
} from '@tonearm/client';
import type { AdminUser } from '@tonearm/client/contract';
import { useHttpClient } from '@tonearm/client/react';
import { showRequestError } from '@tonearm/shell';
import { useState } from 'react';
import type { AdminUserState } from '../use-admin-user';

/** Doc 000 §5 and §9: an avatar is an image of at most 2 MB, whoever sets it. */
export const AVATAR_RESTRICTIONS: UploadRestrictions = {
  maxFileSize: 2 * 1024 * 1024,
  allowedFileTypes: ['image/*'],
};

/**
 * Another user's avatar, as an admin sets it: the picked file is checked, then sent to `POST users/{id}/avatar`
 * (the server stores it under `avatars` on the public disk), or removed; the user page then shows the new image.
 */
export function useUserAvatar(state: AdminUserState, user: AdminUser) {
  const http = useHttpClient();
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const send = async (request: () => Promise<{ user: { image: string | null } }>) => {
    setPending(true);
    setError(null);
    try {
      const { image } = (await request()).user;
      await state.show({ ...user, image });
      return true;
    } catch (failure) {
      const fileError = isValidationError(failure) ? failure.fieldErrors().file?.[0] : undefined;
      if (fileError) setError(fileError);
      else showRequestError(failure);
      return false;
    } finally {
      setPending(false);
    }
  };

  return {
    error,
    isPending,
    /** Checks `file` as the server will, then uploads it; answers whether the picture changed. */
    upload: async (file: File | undefined) => {
      const refused = file
        ? checkUploadRestrictions(describeUploadedFile(file, null), AVATAR_RESTRICTIONS)
        : 'Please select an image.';
      if (refused !== null || !file) {
        setError(refused);
        return false;
      }
      return send(() => uploadAvatar(http, user.id, file));
    },
    remove: () => send(() => removeAvatar(http, user.id)),
  };
}
