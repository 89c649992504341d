import { DateRangeControl, ItemInsightsReport, useDashboardRange } from '@tonearm/admin/catalogue-editors';
import { isHttpError } from '@tonearm/client';
import { NotFoundPage, useTrans } from '@tonearm/shell';
import { useParams } from 'react-router';
import type { WorkspaceItemKind } from '../item-paths';
import { WorkspaceItemTabs } from '../WorkspaceItemTabs';
import { WorkspacePage } from '../WorkspacePage';
import { useItemInsights } from './use-item-insights';
import { useItemName } from './use-item-name';

export interface InsightsPageProps {
  kind: WorkspaceItemKind;
}

const ID_PARAM: Record<WorkspaceItemKind, string> = {
  tracks: 'trackId',
  albums: 'albumId',
  artists: 'artistId',
};

/**
 * `/backstage/{tracks|albums|artists}/{id}/insights`: the item's plays over time against the period before, its top
 * tracks, listeners, devices, platforms, countries and browsers for a range of days, in the admin dashboard's report
 * area.
 */
export function InsightsPage({ kind }: InsightsPageProps) {
  const { trans } = useTrans();
  const id = Number(useParams()[ID_PARAM[kind]]);
  const range = useDashboardRange();
  const insights = useItemInsights(kind, id, range.query);
  const name = useItemName(kind, id);
  if (isHttpError(insights.error) && (insights.error.status === 404 || insights.error.status === 403))
    return <NotFoundPage />;
  return (
    <WorkspacePage>
      <WorkspaceItemTabs kind={kind} id={id} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-semibold text-2xl">
          {name === undefined ? trans('Insights') : trans('“:name” insights', { name })}
        </h1>
        <DateRangeControl range={range} />
      </header>
      <ItemInsightsReport insights={insights} locale={range.locale} />
    </WorkspacePage>
  );
}

/** `/backstage/tracks/{trackId}/insights`. */
export const TrackInsightsPage = () => <InsightsPage kind="tracks" />;
/** `/backstage/albums/{albumId}/insights`. */
export const AlbumInsightsPage = () => <InsightsPage kind="albums" />;
/** `/backstage/artists/{artistId}/insights`. */
export const ArtistInsightsPage = () => <InsightsPage kind="artists" />;
