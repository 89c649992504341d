/** Whether the runtime knows `zone` as an IANA timezone. */
function knownZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The timezone the dashboard counts days in: the admin's own, else the site's default, else the browser's (a
 * stored zone the browser does not know is skipped).
 */
export function adminTimezone(
  userZone: string | null | undefined,
  siteZone: string | null | undefined,
): string {
  if (knownZone(userZone)) return userZone;
  if (knownZone(siteZone)) return siteZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
