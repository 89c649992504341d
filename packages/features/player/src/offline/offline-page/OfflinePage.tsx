import { useSettings, useTrans } from '@tonearm/shell';
import { IllustratedMessage, Spinner } from '@tonearm/ui';
import { useEffect } from 'react';
import type { OfflineLibrary } from '../offline-library';
import { RECENT_PLAYS_KEPT } from '../offline-policy';
import { pageOfflineLibrary } from '../page-offline-library';
import { useOfflineSnapshot } from '../use-offline-library';
import { OfflineStorage } from './OfflineStorage';
import { OfflineTrackList } from './OfflineTrackList';

export interface OfflinePageProps {
  /** The library to show. @default the page's, `null` where the browser keeps no caches */
  library?: OfflineLibrary | null;
}

/**
 * `/offline`: the tracks kept on this device for listening without a network (the ones marked "Available
 * offline" and the last ones played), the storage they use against the listener's budget, and ways to clear them.
 */
export function OfflinePage({ library = pageOfflineLibrary() }: OfflinePageProps) {
  const { trans } = useTrans();
  const siteName = useSettings().branding.site_name;
  const snapshot = useOfflineSnapshot(library);
  const title = trans('Offline');
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} - ${siteName}`;
    return () => {
      document.title = previous;
    };
  }, [title, siteName]);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 p-4 md:p-6">
      <header className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{title}</h1>
        <p className="text-muted-foreground">
          {trans(
            'The tracks you mark "Available offline" and the last :count you played stay on this device and play without a network.',
            { count: String(RECENT_PLAYS_KEPT) },
          )}
        </p>
      </header>
      {!library || !snapshot ? (
        <IllustratedMessage
          title={trans('This browser cannot keep music offline')}
          description={trans('Open the site over https in a current browser to listen without a network.')}
        />
      ) : snapshot.status === 'loading' ? (
        <Spinner aria-label={trans('Loading offline music')} />
      ) : (
        <>
          <OfflineStorage library={library} snapshot={snapshot} />
          <OfflineTrackList library={library} snapshot={snapshot} />
        </>
      )}
    </div>
  );
}
