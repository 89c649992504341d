import { useTrans } from '@tonearm/shell';
import { Link } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useOwnPlaylists } from '../add-to-playlist/use-own-playlists';
import { playlistLink } from '../links/links';
import { CreatePlaylistButton } from '../playlist-dialogs/CreatePlaylistButton';

/**
 * "Your playlists" under the sidebar's menus: "New playlist", then a link to each of the listener's own playlists,
 * each a 40 px high target. Styling hook: `[data-slot="sidebar-playlists"]`.
 */
export function SidebarPlaylists() {
  const { trans } = useTrans();
  const { playlists } = useOwnPlaylists();
  const { pathname } = useLocation();
  return (
    <nav
      aria-labelledby="sidebar-playlists-heading"
      data-slot="sidebar-playlists"
      className="flex flex-col gap-1"
    >
      <h2
        id="sidebar-playlists-heading"
        className="px-3 pb-1 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        {trans('Your playlists')}
      </h2>
      <CreatePlaylistButton variant="ghost" className="w-full" />
      {playlists && playlists.length > 0 && (
        <ul className="flex flex-col gap-0.5">
          {playlists.map((playlist) => {
            const href = playlistLink(playlist);
            return (
              <li key={playlist.id}>
                <Link
                  href={href}
                  aria-current={pathname === href ? 'page' : undefined}
                  className="flex h-10 items-center rounded-ui px-3 text-muted-foreground text-sm outline-none data-[current]:bg-muted data-[hovered]:bg-muted data-[current]:text-foreground data-[focus-visible]:ring-2 data-[focus-visible]:ring-focus"
                >
                  <span className="truncate">{playlist.name}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
