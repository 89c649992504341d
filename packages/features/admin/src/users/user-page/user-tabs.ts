/** The tabs of the user page, each its own address `/admin/users/{id}/{tab}` (doc 001 §2). */
export const USER_TABS = ['details', 'permissions', 'security', 'date', 'api'] as const;
export type UserTab = (typeof USER_TABS)[number];

/** The tab an address names; `/admin/users/{id}` and unknown names open the details. */
export function userTabOf(segment: string | undefined): UserTab {
  return USER_TABS.find((tab) => tab === segment) ?? 'details';
}
