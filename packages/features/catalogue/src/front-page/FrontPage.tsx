import { useBootstrapData, useTrans } from '@tonearm/shell';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { ChannelPage } from '../channel-page/ChannelPage';
import { PageSkeleton } from '../page-state/PageState';
import { frontPageFor } from './front-page';

// Loaded only when the homepage setting shows it, so a site whose `/` is a channel never downloads it.
const LandingPage = lazy(() =>
  import('../landing-page/LandingPage').then((m) => ({ default: m.LandingPage })),
);

/**
 * `/` (doc 001 §2): the home channel, or for guests the landing, login or registration page when the homepage
 * setting says so.
 */
export function FrontPage() {
  const { settings, user } = useBootstrapData();
  const { trans } = useTrans();
  const page = frontPageFor(settings.homepage, !user, settings.registration?.disable !== true);
  if (page.kind === 'redirect') return <Navigate to={page.to} replace />;
  if (page.kind === 'landing') {
    return (
      <Suspense fallback={<PageSkeleton label={trans('Loading')} />}>
        <LandingPage />
      </Suspense>
    );
  }
  return <ChannelPage key={page.slugOrId} slugOrId={page.slugOrId} isHome />;
}
