import {
  type AppearanceValuesResponse,
  DEFAULT_LANDING_APPEARANCE,
  SEO_PAGES,
  type SeoPage,
  type SeoTemplate,
} from '@tonearm/client/contract';
import { defaultDarkTheme, defaultLightTheme } from '@tonearm/ui';
import { STORY_MENU_OPTIONS, storyMenus } from '../menus/storybook/menu-story-values';

const shipped = {
  light: { ...defaultLightTheme.values },
  dark: { ...defaultDarkTheme.values },
};

/**
 * A site as a fresh install has it: its name, no images, a light and a dark theme with the shipped colours, the
 * original SEO templates, no custom code and the shipped landing page.
 */
export function appearanceStoryValues(): AppearanceValuesResponse {
  return {
    values: {
      branding: {
        site_name: 'Tonearm',
        site_description: 'Open, accessible music streaming.',
        favicon: null,
        logo_light: null,
        logo_dark: null,
        logo_light_mobile: null,
        logo_dark_mobile: null,
      },
      themes: [
        {
          id: 1,
          name: 'Light',
          is_dark: false,
          default_light: true,
          default_dark: false,
          values: { ...shipped.light },
        },
        {
          id: 2,
          name: 'Dark',
          is_dark: true,
          default_light: false,
          default_dark: true,
          values: { ...shipped.dark },
        },
      ],
      seo: Object.fromEntries(SEO_PAGES.map((page) => [page, null])) as Record<SeoPage, SeoTemplate | null>,
      custom_code: { css: '', html: '' },
      landing: structuredClone(DEFAULT_LANDING_APPEARANCE),
      menus: storyMenus(),
    },
    menu_options: STORY_MENU_OPTIONS,
    defaults: shipped,
  };
}
