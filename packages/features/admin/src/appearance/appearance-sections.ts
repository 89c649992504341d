import type { Translate } from '@tonearm/shell';

/** The editor's sections: their address segment and the page of the site each shows. */
export const APPEARANCE_SECTIONS = [
  {
    id: 'general',
    // The navbar, where the name and logo show, is on every page: the home page brings it into view.
    previewPath: '/' as string | null,
  },
  {
    id: 'seo-settings',
    // The tags are in the page's head, not on screen: the frame stays on the page being looked at.
    previewPath: null as string | null,
  },
  {
    id: 'custom-code',
    previewPath: null as string | null,
  },
  {
    id: 'themes',
    // A theme shows the page being looked at.
    previewPath: null as string | null,
  },
  {
    id: 'menus',
    // The primary menu shows in the navbar and sidebar of every page: the home page brings it into view.
    previewPath: '/' as string | null,
  },
  {
    id: 'landing-page',
    previewPath: '/landing' as string | null,
  },
] as const;

export type AppearanceSectionId = (typeof APPEARANCE_SECTIONS)[number]['id'];

export const appearanceSection = (id: string | undefined) =>
  APPEARANCE_SECTIONS.find((section) => section.id === id) ?? null;

/** Each section's title and what it holds, in the reader's language. */
export const appearanceSectionLines = (
  trans: Translate,
): Record<AppearanceSectionId, { title: string; description: string }> => ({
  general: { title: trans('General'), description: trans('Site name, description, favicon and logos') },
  'seo-settings': {
    title: trans('SEO settings'),
    description: trans('Titles and descriptions search engines and link previews show'),
  },
  'custom-code': { title: trans('Custom code'), description: trans('CSS and HTML added to every page') },
  themes: {
    title: trans('Themes'),
    description: trans('Colours and corner radius of light and dark themes'),
  },
  menus: {
    title: trans('Menus'),
    description: trans('The navbar, sidebars, mobile menu, footer, user menu and admin navigation'),
  },
  'landing-page': {
    title: trans('Landing page'),
    description: trans('Header, buttons, features, trending artists and pricing of /landing'),
  },
});
