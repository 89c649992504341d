import * as z from 'zod/mini';

/** The pages whose search-engine tags the operator edits (doc 001 §3 SEO pages). */
export const SEO_PAGES = [
  'artist',
  'album',
  'track',
  'playlist',
  'landing',
  'channel',
  'user-profile',
  'search',
] as const;
export type SeoPage = (typeof SEO_PAGES)[number];

/** Variables every page's templates may use. */
export const SEO_SITE_VARIABLES = ['site_name', 'site_description'] as const;

/** The entity's fields each page's templates may use, besides the site's name and description. */
export const SEO_PAGE_VARIABLES: Record<SeoPage, readonly string[]> = {
  artist: ['artist.name', 'artist.description'],
  album: ['album.name', 'album.artist', 'album.release_year'],
  track: ['track.name', 'track.artist', 'track.album', 'track.description'],
  playlist: ['playlist.name', 'playlist.description', 'playlist.owner'],
  landing: [],
  channel: ['channel.name', 'channel.description'],
  'user-profile': ['user.name'],
  search: ['search.query'],
};

/** A page's title and description templates; `{{artist.name}}` stands for a field. */
export interface SeoTemplate {
  title: string;
  description: string;
}

/** What each page says when the operator has not changed it: "Reset to original" comes back to these. */
export const ORIGINAL_SEO_TEMPLATES: Record<SeoPage, SeoTemplate> = {
  artist: { title: '{{artist.name}} - {{site_name}}', description: '{{artist.description}}' },
  album: {
    title: '{{album.name}} by {{album.artist}} - {{site_name}}',
    description: 'Listen to {{album.name}} by {{album.artist}} on {{site_name}}.',
  },
  track: {
    title: '{{track.name}} by {{track.artist}} - {{site_name}}',
    description: 'Listen to {{track.name}} by {{track.artist}} on {{site_name}}.',
  },
  playlist: { title: '{{playlist.name}} - {{site_name}}', description: '{{playlist.description}}' },
  landing: { title: '{{site_name}}', description: '{{site_description}}' },
  channel: { title: '{{channel.name}} - {{site_name}}', description: '{{channel.description}}' },
  'user-profile': {
    title: '{{user.name}} - {{site_name}}',
    description: 'Playlists, likes and followers of {{user.name}} on {{site_name}}.',
  },
  search: {
    title: 'Search results for {{search.query}} - {{site_name}}',
    description: '{{site_description}}',
  },
};

/** `{{ name }}` in a template: the variable's name, spaces around it allowed. */
export const SEO_VARIABLE_PATTERN = /\{\{\s*([A-Za-z0-9_.-]*)\s*\}\}/g;

/** The variables a template uses that its page does not know. */
export function unknownSeoVariables(page: SeoPage, template: string): string[] {
  const known = new Set<string>([...SEO_SITE_VARIABLES, ...SEO_PAGE_VARIABLES[page]]);
  const names = [...template.matchAll(SEO_VARIABLE_PATTERN)].map((match) => match[1] ?? '');
  return [...new Set(names.filter((name) => !known.has(name)))];
}

const templateText = z.string().check(z.maxLength(500));

const pageTemplateSchema = (page: SeoPage) =>
  z.nullable(
    z
      .strictObject({
        title: templateText.check(z.trim(), z.minLength(1, 'Give the page a title template.')),
        description: templateText,
      })
      .check(
        z.superRefine((template, context) => {
          for (const field of ['title', 'description'] as const) {
            const unknown = unknownSeoVariables(page, template[field]);
            if (unknown.length > 0) {
              context.issues.push({
                code: 'custom',
                input: template[field],
                path: [field],
                message: `This page has no ${unknown.map((name) => `{{${name}}}`).join(', ')}.`,
              });
            }
          }
        }),
      ),
  );

/**
 * The SEO templates as the editor saves them: each page's own templates, or `null` for the original ones. Pages
 * left out keep what they have.
 */
export const appearanceSeoSchema = z.strictObject(
  Object.fromEntries(SEO_PAGES.map((page) => [page, z.optional(pageTemplateSchema(page))])) as {
    [P in SeoPage]: z.ZodMiniOptional<ReturnType<typeof pageTemplateSchema>>;
  },
);
export type AppearanceSeo = Partial<Record<SeoPage, SeoTemplate | null>>;
