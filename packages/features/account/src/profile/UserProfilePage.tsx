import { userProfileLink } from '@tonearm/client/rules';
import { NotFoundPage, useBootstrapData } from '@tonearm/shell';
import { Avatar, ButtonLink, Skeleton, TextField } from '@tonearm/ui';
import { Navigate, useParams } from 'react-router';
import { CopyButton } from '../developers/CopyButton';
import { useUserProfile } from './use-user-profile';

function ProfileSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading profile" className="flex items-center gap-4">
      <Skeleton shape="circle" className="size-24" />
      <Skeleton className="h-8 w-48" />
    </div>
  );
}

/**
 * /user/{id}/{slug} (doc 000 §2): the user's picture and name, and the profile's link to share. A link with another
 * slug is moved to the canonical one; an unknown user gets the not-found page.
 */
export function UserProfilePage() {
  const { userId = '', slug } = useParams();
  const { user: viewer, settings } = useBootstrapData();
  const { user, isNotFound, error } = useUserProfile(userId);

  if (isNotFound) return <NotFoundPage />;
  // Any other failure is the route's error page.
  if (error) throw error;

  const body = user ? (
    <ProfileContent user={user} slug={slug} isOwn={viewer?.id === user.id} baseUrl={settings.base_url} />
  ) : (
    <ProfileSkeleton />
  );
  return <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6">{body}</div>;
}

interface ProfileContentProps {
  user: { id: number; name: string; image: string | null };
  slug: string | undefined;
  isOwn: boolean;
  baseUrl: string;
}

function ProfileContent({ user, slug, isOwn, baseUrl }: ProfileContentProps) {
  const link = userProfileLink(user);
  const canonicalSlug = link.split('/')[3];
  if ((slug === undefined ? undefined : encodeURIComponent(slug)) !== canonicalSlug) {
    return <Navigate to={link} replace />;
  }
  const absoluteLink = new URL(link, `${baseUrl.replace(/\/+$/, '')}/`).href;
  return (
    <article aria-labelledby="profile-name" className="flex flex-col gap-8">
      <header className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        <Avatar name={user.name} src={user.image} size="xl" />
        <div className="flex min-w-0 flex-col gap-2">
          <h1 id="profile-name" className="break-words font-bold text-3xl tracking-tight">
            {user.name}
          </h1>
          {isOwn ? (
            <div>
              <ButtonLink href="/account-settings" variant="outline" size="sm">
                Account settings
              </ButtonLink>
            </div>
          ) : null}
        </div>
      </header>
      <div className="flex max-w-xl items-end gap-2">
        <TextField label="Profile link" value={absoluteLink} isReadOnly className="min-w-0 flex-1" />
        <CopyButton text={absoluteLink} aria-label="Copy profile link" />
      </div>
    </article>
  );
}
