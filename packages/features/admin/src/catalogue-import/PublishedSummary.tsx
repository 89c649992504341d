import type { CatalogueImportPublishResponse } from '@tonearm/client/contract';
import { useTrans } from '@tonearm/shell';
import { Link } from 'react-router';

const slug = (name: string) => encodeURIComponent(name);

/** What the last publish made, with links to the pages listeners now see. */
export function PublishedSummary({ published }: { published: CatalogueImportPublishResponse }) {
  const { trans } = useTrans();
  const linkClasses =
    'text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
  return (
    <section
      aria-labelledby="published-heading"
      className="rounded-ui border border-positive p-4"
      role="status"
    >
      <h2 id="published-heading" className="font-medium">
        {trans('{count, plural, one {Published # track} other {Published # tracks}}', {
          count: published.tracks.length,
        })}
      </h2>
      <ul className="mt-2 flex flex-col gap-1 text-sm">
        {published.albums.map((album) => (
          <li key={`album-${album.id}`}>
            <Link
              className={linkClasses}
              to={`/album/${album.id}/${slug(album.artists[0]?.name ?? 'artist')}/${slug(album.name)}`}
            >
              {trans('Album: :name', { name: album.name })}
            </Link>
          </li>
        ))}
        {published.tracks.map((track) => (
          <li key={`track-${track.id}`}>
            <Link className={linkClasses} to={`/track/${track.id}/${slug(track.name)}`}>
              {track.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
