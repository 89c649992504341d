/** The editor's sections: their address segment, title, description and the page of the site each shows. */
export const APPEARANCE_SECTIONS = [
  {
    id: 'general',
    title: 'General',
    description: 'Site name, description, favicon and logos',
    // The navbar, where the name and logo show, is on every page: the home page brings it into view.
    previewPath: '/' as string | null,
  },
  {
    id: 'seo-settings',
    title: 'SEO settings',
    description: 'Titles and descriptions search engines and link previews show',
    // The tags are in the page's head, not on screen: the frame stays on the page being looked at.
    previewPath: null as string | null,
  },
  {
    id: 'custom-code',
    title: 'Custom code',
    description: 'CSS and HTML added to every page',
    previewPath: null as string | null,
  },
  {
    id: 'themes',
    title: 'Themes',
    description: 'Colours and corner radius of light and dark themes',
    // A theme shows the page being looked at.
    previewPath: null as string | null,
  },
  {
    id: 'menus',
    title: 'Menus',
    description: 'The navbar, sidebars, mobile menu, footer, user menu and admin navigation',
    // The primary menu shows in the navbar and sidebar of every page: the home page brings it into view.
    previewPath: '/' as string | null,
  },
  {
    id: 'landing-page',
    title: 'Landing page',
    description: 'Header, buttons, features, trending artists and pricing of /landing',
    previewPath: '/landing' as string | null,
  },
] as const;

export type AppearanceSectionId = (typeof APPEARANCE_SECTIONS)[number]['id'];

export const appearanceSection = (id: string | undefined) =>
  APPEARANCE_SECTIONS.find((section) => section.id === id) ?? null;
