import { ADMIN_LYRICS_RESOURCE } from '@tonearm/client/calls';
import { adminLyricRowSchema } from '@tonearm/client/contract';
import { useAdminList } from '../list-page';

/** The lyrics list: its query in the address and its page from the server. */
export function useLyricsList() {
  return useAdminList(ADMIN_LYRICS_RESOURCE, adminLyricRowSchema);
}
