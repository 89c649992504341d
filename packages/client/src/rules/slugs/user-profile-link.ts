/** A user as far as the profile link goes. */
export interface ProfileLinkSubject {
  id: number | string;
  name?: string | null;
}

/**
 * The profile link `/user/{id}/{slug}` (doc 000 §2, doc 001 §2), where the slug is the lowercase name with spaces
 * turned into dashes (surrounding spaces trimmed, a run of spaces giving one dash), percent-encoded so a `/` or
 * `?` in a name cannot change the route. Without a name the link is `/user/{id}`.
 */
export function userProfileLink(user: ProfileLinkSubject): string {
  const id = encodeURIComponent(String(user.id));
  const slug = (user.name ?? '').trim().toLowerCase().replace(/\s+/g, '-');
  return slug ? `/user/${id}/${encodeURIComponent(slug)}` : `/user/${id}`;
}
