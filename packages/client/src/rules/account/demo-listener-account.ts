/**
 * The listener account every fresh site is seeded with, printed at first start; a demo site
 * (`settings.site.demo`) pre-fills its login form with it. One definition for the server's seed and the form, so
 * the form never offers an account that does not exist.
 */
export const DEMO_LISTENER_ACCOUNT = {
  email: 'listener@tonearm.local',
  password: 'tonearm-listener',
} as const;
