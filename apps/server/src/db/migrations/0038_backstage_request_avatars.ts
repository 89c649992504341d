import type { Migration } from './migration';

/** The picture a backstage request offers: the artist's image once a become request is approved. */
export const backstageRequestAvatars: Migration = {
  id: '0038_backstage_request_avatars',
  statements: ['ALTER TABLE backstage_requests ADD COLUMN avatar text'],
};
