import { DashboardCharts, DateRangeControl, useDashboardRange } from '@tonearm/admin/catalogue-editors';
import { isHttpError } from '@tonearm/client';
import { NotFoundPage, useFormatNumber, useTrans } from '@tonearm/shell';
import { Button, Spinner } from '@tonearm/ui';
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
 * `/backstage/{tracks|albums|artists}/{id}/insights`: the item's plays over time, top tracks, listeners, devices,
 * platforms, countries and browsers for a range of days, drawn with the admin dashboard's charts.
 */
export function InsightsPage({ kind }: InsightsPageProps) {
  const { trans } = useTrans();
  const id = Number(useParams()[ID_PARAM[kind]]);
  const range = useDashboardRange();
  const { report, isLoading, error, retry } = useItemInsights(kind, id, range.query);
  const name = useItemName(kind, id);
  const numbers = useFormatNumber();
  const formatNumber = (value: number) => numbers(value, { maximumFractionDigits: 1 });
  if (isHttpError(error) && (error.status === 404 || error.status === 403)) return <NotFoundPage />;
  return (
    <WorkspacePage>
      <WorkspaceItemTabs kind={kind} id={id} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <h1 className="font-semibold text-2xl">
          {name === undefined ? trans('Insights') : trans('“:name” insights', { name })}
        </h1>
        <DateRangeControl range={range} />
      </header>
      <div aria-live="polite" className="sr-only">
        {isLoading && report ? trans('Loading the insights…') : ''}
      </div>
      {error && !isLoading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-ui border border-danger p-4">
          <p>{trans('The insights could not be loaded.')}</p>
          <Button variant="outline" onPress={retry}>
            {trans('Try again')}
          </Button>
        </div>
      ) : report ? (
        <div aria-busy={isLoading}>
          <DashboardCharts
            report={report}
            locale={range.locale}
            formatNumber={formatNumber}
            showArtistAndAlbumTops={false}
          />
        </div>
      ) : (
        <div className="flex justify-center p-8">
          <Spinner aria-label={trans('Loading the insights…')} />
        </div>
      )}
    </WorkspacePage>
  );
}

/** `/backstage/tracks/{trackId}/insights`. */
export const TrackInsightsPage = () => <InsightsPage kind="tracks" />;
/** `/backstage/albums/{albumId}/insights`. */
export const AlbumInsightsPage = () => <InsightsPage kind="albums" />;
/** `/backstage/artists/{artistId}/insights`. */
export const ArtistInsightsPage = () => <InsightsPage kind="artists" />;
