import type {
  AdminChannel,
  AdminChannelPayload,
  AdminChannelRow,
  AutoUpdateMethod,
} from '@tonearm/client/contract';
import { slugify } from '@tonearm/client/rules';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { translatedZodResolver } from '../../forms/translated-zod-resolver';

/** A genre or playlist a channel points at, as its picker shows it. */
export interface PickedItem {
  id: number;
  name: string;
}

/** The orders a channel listing every item offers. */
export type ListOrder = Exclude<AdminChannelRow['content_order'], 'channelables.order:asc'>;

/** What the channel form holds. */
export interface ChannelFormValues {
  name: string;
  slug: string;
  description: string;
  hide_title: boolean;
  content_type: AdminChannelRow['content_type'];
  content_model: AdminChannelRow['content_model'];
  content_order: ListOrder;
  auto_update_method: AutoUpdateMethod;
  auto_update_playlist: PickedItem | null;
  restriction: AdminChannelRow['restriction'];
  restriction_genre: PickedItem | null;
  layout: AdminChannelRow['layout'];
  /** `none` when the channel's nested channels keep their own layout. */
  nested_layout: AdminChannelRow['layout'] | 'none';
  pagination: AdminChannelRow['pagination'];
  seo_title: string;
  seo_description: string;
}

/** The model each auto-update method fills a channel with. */
export const AUTO_UPDATE_MODEL: Record<AutoUpdateMethod, AdminChannelRow['content_model']> = {
  topTracks: 'track',
  newReleases: 'album',
  popularGenres: 'genre',
  playlistTracks: 'track',
};

/** A new channel: every track, newest first, in a track table (operator reference §4.2's defaults). */
export const NEW_CHANNEL_VALUES: ChannelFormValues = {
  name: '',
  slug: '',
  description: '',
  hide_title: false,
  content_type: 'listAll',
  content_model: 'track',
  content_order: 'created_at:desc',
  auto_update_method: 'topTracks',
  auto_update_playlist: null,
  restriction: 'none',
  restriction_genre: null,
  layout: 'trackTable',
  nested_layout: 'carousel',
  pagination: 'infinite',
  seo_title: '',
  seo_description: '',
};

const channelFormSchema = z
  .object({
    name: z.string().check(
      z.refine((name) => name.trim() !== '', { message: 'Give the channel a title.' }),
      z.maxLength(100, 'The title may be at most 100 characters.'),
    ),
    slug: z.string().check(
      z.maxLength(60, 'The slug may be at most 60 characters.'),
      z.refine((slug) => slug === '' || slugify(slug) === slug, {
        message: 'The slug may hold only lowercase letters, digits and single dashes.',
      }),
      z.refine((slug) => !/^\d+$/.test(slug), {
        message: 'A slug of digits only would read as a channel id: add a letter.',
      }),
    ),
    description: z.string().check(z.maxLength(1000, 'At most 1000 characters.')),
    seo_title: z.string().check(z.maxLength(200, 'At most 200 characters.')),
    seo_description: z.string().check(z.maxLength(500, 'At most 500 characters.')),
    content_type: z.string(),
    auto_update_method: z.string(),
    auto_update_playlist: z.nullable(z.object({ id: z.number(), name: z.string() })),
    restriction: z.string(),
    restriction_genre: z.nullable(z.object({ id: z.number(), name: z.string() })),
  })
  .check(
    z.refine(
      (form) =>
        !(form.content_type === 'autoUpdate' && form.auto_update_method === 'playlistTracks') ||
        form.auto_update_playlist !== null,
      { message: 'Pick the playlist whose tracks the channel shows.', path: ['auto_update_playlist'] },
    ),
    z.refine((form) => form.restriction !== 'fixed' || form.restriction_genre !== null, {
      message: 'Pick the genre the channel shows.',
      path: ['restriction_genre'],
    }),
  );

/** Checks the form before it is sent, in the interface's language. */
export const channelFormResolver = (translate: (message: string) => string): Resolver<ChannelFormValues> =>
  translatedZodResolver<ChannelFormValues>(channelFormSchema, translate);

/** The form's values for a stored channel. */
export function channelFormValues(channel: AdminChannel): ChannelFormValues {
  return {
    name: channel.name,
    slug: channel.slug,
    description: channel.description ?? '',
    hide_title: channel.hide_title,
    content_type: channel.content_type,
    content_model: channel.content_model,
    content_order:
      channel.content_order === 'channelables.order:asc' ? 'created_at:desc' : channel.content_order,
    auto_update_method: channel.auto_update_method ?? 'topTracks',
    auto_update_playlist: channel.auto_update_playlist,
    restriction: channel.restriction,
    restriction_genre: channel.restriction_genre,
    layout: channel.layout,
    nested_layout: channel.nested_layout ?? 'none',
    pagination: channel.pagination,
    seo_title: channel.seo_title ?? '',
    seo_description: channel.seo_description ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** What `POST admin/channels` and `PUT admin/channels/{id}` are sent for the form's values. */
export function channelPayload(values: ChannelFormValues): AdminChannelPayload {
  const autoUpdate = values.content_type === 'autoUpdate';
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: orNull(values.description),
    hide_title: values.hide_title,
    // An auto-updated channel holds what its method picks.
    content_model: autoUpdate ? AUTO_UPDATE_MODEL[values.auto_update_method] : values.content_model,
    content_type: values.content_type,
    content_order: values.content_type === 'manual' ? 'channelables.order:asc' : values.content_order,
    layout: values.layout,
    nested_layout: values.nested_layout === 'none' ? null : values.nested_layout,
    restriction: values.restriction,
    restriction_genre_id: values.restriction === 'fixed' ? (values.restriction_genre?.id ?? null) : null,
    auto_update_method: autoUpdate ? values.auto_update_method : null,
    auto_update_playlist_id:
      autoUpdate && values.auto_update_method === 'playlistTracks'
        ? (values.auto_update_playlist?.id ?? null)
        : null,
    pagination: values.pagination,
    seo_title: orNull(values.seo_title),
    seo_description: orNull(values.seo_description),
  };
}
