import type {
  ArtistMemberRole,
  BackstageRequestPayload,
  BackstageRequestType,
} from '@tonearm/client/contract';
import * as z from 'zod/mini';

/** How many social profile fields the form shows (the server takes up to five). */
export const LINK_FIELDS = 3;

/** The form as typed: every field a string or a choice, so nothing typed is lost while it is refused. */
export interface RequestFormValues {
  first_name: string;
  last_name: string;
  company: string;
  /** The address of the uploaded picture, `null` for none. */
  avatar: string | null;
  artist_name: string;
  artist_id: number | null;
  role: ArtistMemberRole;
  links: string[];
  proof_file_entry_id: number | null;
}

/** The form's start: the user's own names when the account has them. */
export function initialRequestValues(user: {
  first_name?: string | null;
  last_name?: string | null;
}): RequestFormValues {
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    company: '',
    avatar: null,
    artist_name: '',
    artist_id: null,
    role: 'artist',
    links: Array.from({ length: LINK_FIELDS }, () => ''),
    proof_file_entry_id: null,
  };
}

/** The messages the form shows, already in the interface's language. */
export interface RequestFormMessages {
  firstName: string;
  lastName: string;
  artistName: string;
  artist: string;
  link: string;
  proof: string;
}

const isWebAddress = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** The checks the form runs before sending, the server running the same ones again. */
export function requestFormSchema(type: BackstageRequestType, messages: RequestFormMessages) {
  const filled = (message: string) => z.string().check(z.refine((text) => text.trim() !== '', message));
  return z.object({
    first_name: filled(messages.firstName),
    last_name: filled(messages.lastName),
    artist_name: type === 'become-artist' ? filled(messages.artistName) : z.string(),
    artist_id:
      type === 'become-artist'
        ? z.nullable(z.number())
        : z.nullable(z.number()).check(z.refine((id) => id !== null, messages.artist)),
    links: z.array(
      z.string().check(z.refine((text) => text.trim() === '' || isWebAddress(text.trim()), messages.link)),
    ),
    proof_file_entry_id: z.nullable(z.number()).check(z.refine((id) => id !== null, messages.proof)),
  });
}

/** The body `POST backstage-requests` takes for the form's values. */
export function requestPayload(
  type: BackstageRequestType,
  values: RequestFormValues,
): BackstageRequestPayload {
  return {
    type,
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    company: values.company.trim() || null,
    avatar: values.avatar,
    ...(type === 'become-artist'
      ? { artist_name: values.artist_name.trim() }
      : { artist_id: values.artist_id }),
    ...(type === 'claim-artist' ? { role: values.role } : {}),
    links: values.links.map((link) => link.trim()).filter((link) => link !== ''),
    proof_file_entry_id: values.proof_file_entry_id ?? 0,
  };
}
