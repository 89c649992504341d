import type { AdminReport, ReportShare, ReportTopItem } from '@tonearm/client/contract';
import { type Translate, useTrans } from '@tonearm/shell';
import {
  bucketLabels,
  ShareChart,
  type ShareSlice,
  TimeSeriesChart,
  type TopItem,
  TopItemsList,
} from '../charts';
import { albumHref, artistHref, listenerHref, trackHref } from './item-links';

export interface DashboardChartsProps {
  report: AdminReport;
  locale: string;
  formatNumber(value: number): string;
  /**
   * Show the most played artists and albums: the site's report has them, one item's insights do not.
   * @default true
   */
  showArtistAndAlbumTops?: boolean;
}

/** What the device types ua-parser-js tells apart are called on screen, in the reader's language. */
const deviceNames = (trans: Translate): Readonly<Record<string, string>> => ({
  desktop: trans('Desktop'),
  mobile: trans('Mobile'),
  tablet: trans('Tablet'),
  smarttv: trans('Smart TV'),
  console: trans('Console'),
  wearable: trans('Wearable'),
  embedded: trans('Embedded'),
  xr: trans('XR headset'),
});

// A device type ua-parser-js adds later shows as it names it.
const deviceName = (trans: Translate, type: string): string => {
  const names = deviceNames(trans);
  return Object.hasOwn(names, type) ? (names[type] ?? type) : type;
};

const artistNames = (item: ReportTopItem) => item.artists.map((artist) => artist.name).join(', ');

/** The plays chart, the four top lists and the four shares of one report. */
export function DashboardCharts({
  report,
  locale,
  formatNumber,
  showArtistAndAlbumTops = true,
}: DashboardChartsProps) {
  const { trans } = useTrans();
  const labels = bucketLabels(report.range.granularity, report.range.timezone, locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const formatPlays = (value: number) =>
    trans('{count, plural, one {:number play} other {:number plays}}', {
      count: value,
      number: formatNumber(value),
    });
  const regionNames = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const slices = (shares: ReportShare[], name: (label: string) => string): ShareSlice[] =>
    shares.map((share) => ({
      key: share.label ?? '',
      label: share.label === null ? trans('Unknown') : name(share.label),
      value: share.plays,
      percentage: share.percentage,
    }));
  const shareChart = (
    title: string,
    nameLabel: string,
    shares: ReportShare[],
    name = (label: string) => label,
  ) => (
    <ShareChart
      title={title}
      slices={slices(shares, name)}
      nameLabel={nameLabel}
      valueLabel={trans('Plays')}
      shareLabel={trans('Share')}
      emptyMessage={trans('No plays in this range.')}
      formatValue={formatNumber}
      formatPercentage={(value) => percent.format(value / 100)}
    />
  );
  const topList = (title: string, items: TopItem[]) => (
    <TopItemsList
      title={title}
      items={items}
      emptyMessage={trans('No plays in this range.')}
      formatValue={formatPlays}
    />
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TimeSeriesChart
        title={trans('Plays')}
        summary={trans('{count, plural, one {:number total play} other {:number total plays}}', {
          count: report.plays.total,
          number: formatNumber(report.plays.total),
        })}
        points={report.plays.buckets}
        periodLabel={trans('Period')}
        valueLabel={trans('Plays')}
        shortLabel={(point) => labels.short(point.start)}
        longLabel={(point) => labels.long(point.start, point.end)}
        formatValue={formatNumber}
      />
      {shareChart(trans('Devices'), trans('Device'), report.devices, (label) => deviceName(trans, label))}
      {topList(
        trans('Most played tracks'),
        report.tracks.map((track) => ({
          key: String(track.id),
          name: track.name,
          href: trackHref(track),
          image: track.image,
          detail: artistNames(track),
          value: track.plays,
        })),
      )}
      {topList(
        trans('Top listeners'),
        report.listeners.map((listener) => ({
          key: String(listener.id ?? 'guests'),
          name: listener.id === null ? trans('Guests') : (listener.name ?? ''),
          href: listener.id === null ? null : listenerHref({ id: listener.id, name: listener.name }),
          image: listener.image,
          value: listener.plays,
        })),
      )}
      {showArtistAndAlbumTops &&
        topList(
          trans('Most played artists'),
          report.artists.map((artist) => ({
            key: String(artist.id),
            name: artist.name,
            href: artistHref(artist),
            image: artist.image,
            value: artist.plays,
          })),
        )}
      {showArtistAndAlbumTops &&
        topList(
          trans('Most played albums'),
          report.albums.map((album) => ({
            key: String(album.id),
            name: album.name,
            href: albumHref(album),
            image: album.image,
            detail: artistNames(album),
            value: album.plays,
          })),
        )}
      {shareChart(
        trans('Countries'),
        trans('Country'),
        report.countries,
        (code) => regionNames.of(code) ?? code,
      )}
      {shareChart(trans('Platforms'), trans('Platform'), report.platforms)}
      {shareChart(trans('Browsers'), trans('Browser'), report.browsers)}
    </div>
  );
}
