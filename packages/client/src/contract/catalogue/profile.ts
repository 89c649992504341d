import * as z from 'zod/mini';
import { dateTimeSchema, idSchema } from '../primitives';

/** The public face of a user: what playlists, comments and follower lists show. Never an e-mail address. */
export const publicUserSchema = z.object({
  id: idSchema,
  model_type: z.literal('user'),
  name: z.string(),
  /** Avatar URL. */
  image: z.nullable(z.string()),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The user shown on `/user/{id}/{slug}`, with the counts of the profile's tabs. */
export const profileUserSchema = z.extend(publicUserSchema, {
  /** Country code. */
  country: z.nullable(z.string()),
  created_at: dateTimeSchema,
  followers_count: z.int().check(z.nonnegative()),
  followed_users_count: z.int().check(z.nonnegative()),
  playlists_count: z.int().check(z.nonnegative()),
  liked_tracks_count: z.int().check(z.nonnegative()),
});
export type ProfileUser = z.infer<typeof profileUserSchema>;

/** The tabs of a user profile page (`/user/{userId}/{userName}/{tabName}`), each a paginated call. */
export const PROFILE_TABS = [
  'playlists',
  'liked-tracks',
  'liked-albums',
  'liked-artists',
  'followers',
  'following',
] as const;
export const profileTabSchema = z.enum(PROFILE_TABS);
export type ProfileTab = z.infer<typeof profileTabSchema>;

/** Answer of `GET user-profile/{id}`: the user, and whether the signed-in user follows them. */
export const userProfileResponseSchema = z.object({
  user: profileUserSchema,
  /** `false` for a guest and on one's own profile. */
  is_following: z.boolean(),
});
export type UserProfileResponse = z.infer<typeof userProfileResponseSchema>;
