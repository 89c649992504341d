import { getLikedAlbums, getLikedArtists, type HttpClient } from '@tonearm/client';
import type { Album, Artist } from '@tonearm/client/contract';
import { useCurrentUser, useTrans } from '@tonearm/shell';
import { useId, useMemo } from 'react';
import { useLibraryIds } from '../like-button/use-library';
import { usePageMeta } from '../page-meta/use-page-meta';
import { PagedListState } from '../paged-list/PagedListState';
import { PagedMediaGrid } from '../paged-list/PagedMediaGrid';
import type { ListPage } from '../paged-list/paged-list';
import { usePagedList } from '../paged-list/use-paged-list';

interface Collection<Item> {
  kind: 'albums' | 'artists';
  load: (http: HttpClient, page: number) => Promise<ListPage<Item>>;
  heading: string;
  title: string;
  loadingLabel: string;
  emptyTitle: string;
  emptyDescription: string;
}

/** One grid of the library, liked albums or followed artists; an item taken out anywhere leaves it at once. */
function LibraryCollection<Item extends Album | Artist>({
  kind,
  load,
  heading,
  title,
  loadingLabel,
  emptyTitle,
  emptyDescription,
}: Collection<Item>) {
  const user = useCurrentUser();
  const headingId = useId();
  usePageMeta(title);
  const list = usePagedList(user ? ['library', user.id, kind] : null, load, { keyOf: (item) => item.id });
  const kept = useLibraryIds().data?.[kind];
  const items = useMemo(() => {
    const stillKept = kept ? new Set(kept) : null;
    return list.items.filter((item) => !stillKept || stillKept.has(item.id));
  }, [list.items, kept]);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {heading}
      </h2>
      <PagedListState
        list={{ ...list, items }}
        loadingLabel={loadingLabel}
        empty={{ title: emptyTitle, description: emptyDescription }}
      >
        {(shown) => <PagedMediaGrid aria-labelledby={headingId} items={shown} />}
      </PagedListState>
    </section>
  );
}

/** `/library/albums`: the liked albums, newest like first. */
export function LibraryAlbumsPage() {
  const { trans } = useTrans();
  return (
    <LibraryCollection
      kind="albums"
      load={(http, page) => getLikedAlbums(http, { page })}
      heading={trans('Albums')}
      title={trans('Liked albums')}
      loadingLabel={trans('Loading albums')}
      emptyTitle={trans('Albums you like will appear here')}
      emptyDescription={trans('Press the heart on an album’s page to keep it here.')}
    />
  );
}

/** `/library/artists`: the artists the listener follows, newest follow first. */
export function LibraryArtistsPage() {
  const { trans } = useTrans();
  return (
    <LibraryCollection
      kind="artists"
      load={(http, page) => getLikedArtists(http, { page })}
      heading={trans('Artists')}
      title={trans('Followed artists')}
      loadingLabel={trans('Loading artists')}
      emptyTitle={trans('Artists you follow will appear here')}
      emptyDescription={trans('Press "Follow" on an artist’s page to keep up with them here.')}
    />
  );
}
