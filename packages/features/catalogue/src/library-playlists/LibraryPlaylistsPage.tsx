import { getLibraryPlaylists } from '@tonearm/client';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { useId } from 'react';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PagedListState } from '../paged-list/PagedListState';
import { PagedMediaGrid } from '../paged-list/PagedMediaGrid';
import { usePagedList } from '../paged-list/use-paged-list';
import { CreatePlaylistButton } from '../playlist-dialogs/CreatePlaylistButton';

/**
 * `/library/playlists`: the listener's own playlists and the ones they follow, last changed first, with "New
 * playlist", which opens the new one's page once it is made.
 */
export function LibraryPlaylistsPage() {
  const { trans } = useTrans();
  const user = useCurrentUser();
  const headingId = useId();
  usePageMeta(trans('Your playlists'));
  const list = usePagedList(
    user ? ['library', user.id, 'playlists'] : null,
    (http, page) => getLibraryPlaylists(http, { page }),
    { keyOf: (playlist) => playlist.id },
  );
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="font-semibold text-xl">
          {trans('Playlists')}
        </h2>
        <CreatePlaylistButton variant="outline" />
      </div>
      <PagedListState
        list={list}
        loadingLabel={trans('Loading playlists')}
        empty={{
          title: trans('Your playlists will appear here'),
          description: trans('Playlists you create, and the ones you follow, are kept here.'),
        }}
      >
        {(items) => <PagedMediaGrid aria-labelledby={headingId} items={items} />}
      </PagedListState>
    </section>
  );
}
