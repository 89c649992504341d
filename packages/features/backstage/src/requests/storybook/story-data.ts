import {
  type BackstageRequest,
  type BootstrapData,
  backstageRequestSchema,
  type MemberArtist,
} from '@tonearm/client/contract';
import { plainSiteStoryData } from '@tonearm/shell/storybook';

/** Bootstrap data for the request screens: a signed-in listener holding `backstageRequests.create`, or a guest. */
export function requestsStoryData({ signedIn = true }: { signedIn?: boolean } = {}): BootstrapData {
  return plainSiteStoryData({ signedIn, permissions: ['backstageRequests.create'] });
}

/** The artist the listener already speaks for, in the stories where they have one. */
export const storyOwnArtist: MemberArtist = {
  id: 31,
  name: 'Nina and the Night',
  image: null,
  verified: false,
  role: 'artist',
};

/** A request as the server answers it; `changes` set its type, status and notes. */
export function storyRequest(changes: Partial<BackstageRequest> = {}): BackstageRequest {
  return backstageRequestSchema.parse({
    id: 12,
    type: 'become-artist',
    status: 'pending',
    user: { id: 7, name: 'Nina Simone', email: 'nina@tonearm.test', image: null },
    artist: null,
    artist_name: 'Nina and the Night',
    role: null,
    first_name: 'Nina',
    last_name: 'Simone',
    company: 'Night Records',
    avatar: null,
    links: ['https://instagram.com/ninasimone'],
    proof: { name: 'passport.png', size: 204800, url: '/api/v1/backstage-requests/12/proof' },
    notes: null,
    handled_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...changes,
  });
}
