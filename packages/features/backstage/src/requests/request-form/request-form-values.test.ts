import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { initialRequestValues, requestFormSchema, requestPayload } from './request-form-values';

const messages = {
  firstName: 'first',
  lastName: 'last',
  artistName: 'artist name',
  artist: 'artist',
  link: 'link',
  proof: 'proof',
};

const filled = {
  ...initialRequestValues({ first_name: ' Nina ', last_name: 'Simone' }),
  artist_name: ' The Night ',
  artist_id: 4,
  role: 'manager' as const,
  links: ['', ' https://instagram.com/nina ', ''],
  proof_file_entry_id: 9,
  avatar: '/storage/files/nina.png',
};

const failedFields = (schema: ReturnType<typeof requestFormSchema>, values: unknown) =>
  (z.safeParse(schema, values).error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('the request form', () => {
  it('starts from the account’s names and three empty profile links', () => {
    expect(initialRequestValues({ first_name: 'Nina', last_name: null })).toMatchObject({
      first_name: 'Nina',
      last_name: '',
      links: ['', '', ''],
      proof_file_entry_id: null,
    });
  });

  it('sends a become request with its name, trimmed fields and only the links filled in', () => {
    expect(requestPayload('become-artist', filled)).toEqual({
      type: 'become-artist',
      first_name: 'Nina',
      last_name: 'Simone',
      company: null,
      avatar: '/storage/files/nina.png',
      artist_name: 'The Night',
      links: ['https://instagram.com/nina'],
      proof_file_entry_id: 9,
    });
  });

  it('sends a claim with its artist and role, and a verification with its artist only', () => {
    expect(requestPayload('claim-artist', filled)).toMatchObject({ artist_id: 4, role: 'manager' });
    expect(requestPayload('verify-artist', filled)).not.toHaveProperty('role');
    expect(requestPayload('verify-artist', filled)).not.toHaveProperty('artist_name');
  });

  it('asks a become request for a name and a claim for an artist, and every request for a document', () => {
    const empty = initialRequestValues({});
    expect(failedFields(requestFormSchema('become-artist', messages), empty).sort()).toEqual([
      'artist_name',
      'first_name',
      'last_name',
      'proof_file_entry_id',
    ]);
    expect(failedFields(requestFormSchema('claim-artist', messages), empty)).toContain('artist_id');
    expect(failedFields(requestFormSchema('claim-artist', messages), empty)).not.toContain('artist_name');
  });

  it('refuses a profile link that is not a web address, and takes an empty one', () => {
    const values = { ...filled, links: ['instagram', '', 'ftp://x'] };
    expect(failedFields(requestFormSchema('become-artist', messages), values)).toEqual([
      'links.0',
      'links.2',
    ]);
  });
});
