import { hasPermission } from '@tonearm/client/rules';
import { ButtonLink } from '@tonearm/ui';
import { useCurrentUser } from '../bootstrap';
import { usePlayerSettings } from '../bootstrap/use-player-settings';
import { useTrans } from '../i18n';

/** Where an artist uploads music. */
export const UPLOAD_HREF = '/backstage/upload';

/** "Upload" at the top of the sidebar, for a user who may add music, when the site offers it (`show_upload_btn`). */
export function SidebarUploadLink() {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const { show_upload_btn } = usePlayerSettings();
  if (!show_upload_btn || !user || !hasPermission({ user }, 'music.create')) return null;
  return (
    <ButtonLink href={UPLOAD_HREF} variant="outline" className="w-full">
      {trans('Upload')}
    </ButtonLink>
  );
}
