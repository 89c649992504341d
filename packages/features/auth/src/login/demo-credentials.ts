/** The account a demo site's login form is pre-filled with (`settings.site.demo`). */
export const DEMO_CREDENTIALS = { email: 'admin@admin.com', password: 'admin' } as const;
