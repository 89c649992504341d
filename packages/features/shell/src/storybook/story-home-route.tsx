import type { RouteObject } from 'react-router';
import { useBootstrapData } from '../bootstrap';

/** Names the signed-in user, so a story sees a sign-in or a sign-out land on `/`. */
function StoryHomePage() {
  const { settings, user } = useBootstrapData();
  return (
    <h1 className="p-6 font-bold text-3xl">
      {user ? `Welcome back, ${user.name}` : `Welcome to ${settings.branding.site_name}`}
    </h1>
  );
}

/** The front page of the shell's stories; in the app a feature's page takes `/`. */
export const storyHomeRoute: RouteObject = { index: true, element: <StoryHomePage /> };
