import { isHttpError } from '@tonearm/client';
import type { InsightsSection } from '@tonearm/client/calls';
import { NotFoundPage, type Translate, useTrans } from '@tonearm/shell';
import { ButtonLink } from '@tonearm/ui';
import { useParams } from 'react-router';
import { DateRangeControl } from '../dashboard/DateRangeControl';
import { useDashboardRange } from '../dashboard/use-dashboard-range';
import { ItemInsightsReport } from './ItemInsightsReport';
import { useCatalogueInsights } from './use-catalogue-insights';
import { useInsightsSubject } from './use-insights-subject';

export interface CatalogueInsightsPageProps {
  section: InsightsSection;
}

const ID_PARAM: Record<InsightsSection, string> = {
  tracks: 'trackId',
  albums: 'albumId',
  artists: 'artistId',
};

const backLabels = (trans: Translate): Record<InsightsSection, string> => ({
  tracks: trans('Back to tracks'),
  albums: trans('Back to albums'),
  artists: trans('Back to artists'),
});

/**
 * `/admin/{tracks|albums|artists}/{id}/insights`: the item's plays over time against the period before, its most
 * played tracks, listeners, devices, platforms, countries and browsers for a range of days in the admin's timezone,
 * drawn with the dashboard's range control and charts.
 */
export function CatalogueInsightsPage({ section }: CatalogueInsightsPageProps) {
  const { trans } = useTrans();
  const id = Number(useParams()[ID_PARAM[section]]);
  const range = useDashboardRange();
  const insights = useCatalogueInsights(section, id, range.query);
  const name = useInsightsSubject(section, id);
  if (isHttpError(insights.error) && insights.error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="font-semibold text-2xl">
            {name === undefined ? trans('Insights') : trans('“:name” insights', { name })}
          </h1>
          <div className="flex flex-wrap gap-2">
            <ButtonLink variant="outline" href={`/admin/${section}/${id}/edit`}>
              {trans('Edit')}
            </ButtonLink>
            <ButtonLink variant="ghost" href={`/admin/${section}`}>
              {backLabels(trans)[section]}
            </ButtonLink>
          </div>
        </div>
        <DateRangeControl range={range} />
      </header>
      <ItemInsightsReport insights={insights} locale={range.locale} />
    </div>
  );
}

/** `/admin/tracks/{trackId}/insights`. */
export const TrackInsightsPage = () => <CatalogueInsightsPage section="tracks" />;
/** `/admin/albums/{albumId}/insights`. */
export const AlbumInsightsPage = () => <CatalogueInsightsPage section="albums" />;
/** `/admin/artists/{artistId}/insights`. */
export const ArtistInsightsPage = () => <CatalogueInsightsPage section="artists" />;
