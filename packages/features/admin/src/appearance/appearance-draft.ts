import type {
  AppearanceBranding,
  AppearanceChanges,
  AppearanceCustomCode,
  AppearanceMenu,
  AppearanceSeo,
  AppearanceTheme,
  AppearanceValuesResponse,
  LandingAppearance,
  SeoPage,
  SeoTemplate,
} from '@tonearm/client/contract';
import {
  appearanceCustomCodeSchema,
  appearanceMenusSchema,
  appearanceSeoSchema,
  landingAppearanceSchema,
  THEME_FONT_KEY,
  THEME_PART_RADIUS_VARIABLES,
  THEME_RADIUS_VARIABLE,
} from '@tonearm/client/contract';
import { editableMenus } from './menus/menu-draft';

/** A theme being edited; `key` names it in the editor, before a new theme has an id. */
export interface DraftTheme extends AppearanceTheme {
  key: string;
}

/** Everything the editor edits: what Save sends. */
export interface AppearanceDraft {
  branding: AppearanceBranding;
  themes: DraftTheme[];
  /** Each page's own SEO templates; `null` for the original ones. */
  seo: Record<SeoPage, SeoTemplate | null>;
  custom_code: AppearanceCustomCode;
  landing: LandingAppearance;
  /** Every menu, in order, as Save sends them. */
  menus: AppearanceMenu[];
}

export type ShippedColours = AppearanceValuesResponse['defaults'];

const keyOf = (id: number) => `theme-${id}`;

/** The editor's starting point: what visitors get now. */
export function draftFromValues({ values }: AppearanceValuesResponse): AppearanceDraft {
  const { branding } = values;
  return {
    branding: {
      site_name: branding.site_name,
      site_description: branding.site_description ?? null,
      favicon: branding.favicon ?? null,
      logo_light: branding.logo_light ?? null,
      logo_dark: branding.logo_dark ?? null,
      logo_light_mobile: branding.logo_light_mobile ?? null,
      logo_dark_mobile: branding.logo_dark_mobile ?? null,
    },
    themes: values.themes.map((theme) => ({
      key: keyOf(theme.id),
      id: theme.id,
      name: theme.name,
      is_dark: theme.is_dark,
      default_light: theme.default_light,
      default_dark: theme.default_dark,
      values: { ...theme.values },
    })),
    seo: { ...values.seo },
    custom_code: { ...values.custom_code },
    menus: editableMenus(values.menus),
    landing: structuredClone(values.landing),
  };
}

export function setBranding<K extends keyof AppearanceBranding>(
  draft: AppearanceDraft,
  field: K,
  value: AppearanceBranding[K],
): AppearanceDraft {
  return { ...draft, branding: { ...draft.branding, [field]: value } };
}

/** The fields of a theme's settings; the defaults are exclusive across themes. */
export type ThemeSettingsPatch = Partial<
  Pick<AppearanceTheme, 'name' | 'is_dark' | 'default_light' | 'default_dark'>
>;

/**
 * Changes a theme's settings. Making it the default for light (or dark) mode takes that role from any other
 * theme, and a theme is never the default for both, so the `light` and `dark` choices each find one theme.
 */
export function updateTheme(draft: AppearanceDraft, key: string, patch: ThemeSettingsPatch): AppearanceDraft {
  return {
    ...draft,
    themes: draft.themes.map((theme) => {
      if (theme.key === key) {
        const next = { ...theme, ...patch };
        if (patch.default_light) next.default_dark = false;
        if (patch.default_dark) next.default_light = false;
        return next;
      }
      return {
        ...theme,
        default_light: patch.default_light ? false : theme.default_light,
        default_dark: patch.default_dark ? false : theme.default_dark,
      };
    }),
  };
}

/** Sets one value of a theme (a CSS variable, or its `font`); `null` removes it, giving the site's default back. */
export function setThemeValue(
  draft: AppearanceDraft,
  key: string,
  name: string,
  value: string | null,
): AppearanceDraft {
  return {
    ...draft,
    themes: draft.themes.map((theme) => {
      if (theme.key !== key) return theme;
      const { [name as keyof DraftTheme['values']]: _, ...others } = theme.values;
      return { ...theme, values: value === null ? others : { ...others, [name]: value } };
    }),
  };
}

/** What Reset colours leaves as it is: the theme's font and its corner radii. */
const KEPT_ON_COLOUR_RESET: ReadonlySet<string> = new Set([
  THEME_FONT_KEY,
  THEME_RADIUS_VARIABLE,
  ...THEME_PART_RADIUS_VARIABLES,
]);

/** Gives a theme back the shipped colours of its kind (light or dark); its font and corner radii stay. */
export function resetThemeColours(
  draft: AppearanceDraft,
  key: string,
  shipped: ShippedColours,
): AppearanceDraft {
  return {
    ...draft,
    themes: draft.themes.map((theme) => {
      if (theme.key !== key) return theme;
      const colours = theme.is_dark ? shipped.dark : shipped.light;
      const kept = Object.entries(theme.values).filter(([name]) => KEPT_ON_COLOUR_RESET.has(name));
      return { ...theme, values: { ...colours, ...Object.fromEntries(kept) } };
    }),
  };
}

/** Adds a light theme with the shipped light colours; answers its key. */
export function addTheme(
  draft: AppearanceDraft,
  key: string,
  name: string,
  shipped: ShippedColours,
): AppearanceDraft {
  const theme: DraftTheme = {
    key,
    name,
    is_dark: false,
    default_light: false,
    default_dark: false,
    values: { ...shipped.light },
  };
  return { ...draft, themes: [...draft.themes, theme] };
}

/** Adds a copy of a theme, right after it, with none of its default roles. */
export function duplicateTheme(
  draft: AppearanceDraft,
  sourceKey: string,
  key: string,
  name: string,
): AppearanceDraft {
  const index = draft.themes.findIndex((theme) => theme.key === sourceKey);
  const source = draft.themes[index];
  if (!source) return draft;
  const { id: _, ...copy } = source;
  const theme: DraftTheme = {
    ...copy,
    key,
    name,
    default_light: false,
    default_dark: false,
    values: { ...source.values },
  };
  return { ...draft, themes: [...draft.themes.slice(0, index + 1), theme, ...draft.themes.slice(index + 1)] };
}

/** Removes a theme; the last one stays, since the site needs a theme. */
export function deleteTheme(draft: AppearanceDraft, key: string): AppearanceDraft {
  if (draft.themes.length <= 1) return draft;
  return { ...draft, themes: draft.themes.filter((theme) => theme.key !== key) };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The pages whose templates changed, each with its new templates or `null` for the original ones. */
function changedSeo(saved: AppearanceDraft['seo'], draft: AppearanceDraft['seo']): AppearanceSeo | null {
  const pages = (Object.keys(draft) as SeoPage[]).filter((page) => !sameJson(saved[page], draft[page]));
  return pages.length ? Object.fromEntries(pages.map((page) => [page, draft[page]])) : null;
}

/**
 * What Save sends: the branding when it changed, the whole theme list when any theme changed, the SEO pages that
 * changed, and the custom code and the landing page when they changed; `null` if nothing.
 */
export function changesBetween(saved: AppearanceDraft, draft: AppearanceDraft): AppearanceChanges | null {
  const changes: AppearanceChanges = {};
  if (!sameJson(saved.branding, draft.branding)) changes.branding = draft.branding;
  if (!sameJson(saved.themes, draft.themes))
    changes.themes = draft.themes.map(({ key: _, ...theme }) => theme);
  const seo = changedSeo(saved.seo, draft.seo);
  if (seo) changes.seo = seo;
  if (!sameJson(saved.custom_code, draft.custom_code)) changes.custom_code = draft.custom_code;
  if (!sameJson(saved.landing, draft.landing)) changes.landing = draft.landing;
  if (!sameJson(saved.menus, draft.menus)) changes.menus = draft.menus;
  return Object.values(changes).some((change) => change !== undefined) ? changes : null;
}

/**
 * The key a theme has once a save stored `before` as `after`: its own when it had an id, and for a new theme the
 * key of the stored theme created for it (new themes are created in the order listed, so they take the new ids in
 * that order). `null` when the theme is gone.
 */
export function keyAfterSave(before: AppearanceDraft, after: AppearanceDraft, key: string): string | null {
  if (after.themes.some((theme) => theme.key === key)) return key;
  const oldIds = new Set(before.themes.flatMap((theme) => (theme.id == null ? [] : [theme.id])));
  const created = after.themes.filter((theme) => theme.id != null && !oldIds.has(theme.id));
  const index = before.themes.filter((theme) => theme.id == null).findIndex((theme) => theme.key === key);
  return created[index]?.key ?? null;
}

/** Sets a page's SEO templates; `null` gives it the original ones back. */
export function setSeoTemplate(
  draft: AppearanceDraft,
  page: SeoPage,
  template: SeoTemplate | null,
): AppearanceDraft {
  return { ...draft, seo: { ...draft.seo, [page]: template } };
}

/** Replaces the custom CSS or HTML. */
export function setCustomCode(
  draft: AppearanceDraft,
  mode: keyof AppearanceCustomCode,
  value: string,
): AppearanceDraft {
  return { ...draft, custom_code: { ...draft.custom_code, [mode]: value } };
}

/** Changes fields of the landing page. */
export function updateLanding(draft: AppearanceDraft, patch: Partial<LandingAppearance>): AppearanceDraft {
  return { ...draft, landing: { ...draft.landing, ...patch } };
}

/**
 * Whether the SEO templates, the custom code, the landing page or the menus hold a value the server would refuse.
 */
export function hasInvalidSections(draft: AppearanceDraft): boolean {
  return (
    !appearanceSeoSchema.safeParse(draft.seo).success ||
    !appearanceCustomCodeSchema.safeParse(draft.custom_code).success ||
    !landingAppearanceSchema.safeParse(draft.landing).success ||
    !appearanceMenusSchema.safeParse(draft.menus).success
  );
}
