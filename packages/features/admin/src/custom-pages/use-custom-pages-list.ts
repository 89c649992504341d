import { ADMIN_CUSTOM_PAGES_RESOURCE } from '@tonearm/client/calls';
import { adminCustomPageRowSchema } from '@tonearm/client/contract';
import { useAdminList } from '../list-page';

/** The custom pages list: its query in the address, its page from the server, and deleting pages. */
export function useCustomPagesList() {
  return useAdminList(ADMIN_CUSTOM_PAGES_RESOURCE, adminCustomPageRowSchema);
}
