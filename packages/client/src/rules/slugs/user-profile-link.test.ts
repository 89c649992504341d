import { describe, expect, it } from 'vitest';
import { userProfileLink } from './user-profile-link';

describe('userProfileLink', () => {
  it('links to /user/{id}/{slug} with the lowercase name and spaces turned into dashes', () => {
    expect(userProfileLink({ id: 12, name: 'Ada Lovelace' })).toBe('/user/12/ada-lovelace');
  });

  it('trims surrounding spaces and turns a run of spaces into one dash', () => {
    expect(userProfileLink({ id: 3, name: '  DJ   Shadow ' })).toBe('/user/3/dj-shadow');
  });

  it('keeps other characters of the name, percent-encoded so they cannot change the route', () => {
    expect(userProfileLink({ id: 5, name: 'AC/DC Fan?' })).toBe('/user/5/ac%2Fdc-fan%3F');
    expect(userProfileLink({ id: 6, name: 'Zoë' })).toBe('/user/6/zo%C3%AB');
  });

  it('links to /user/{id} when the user has no name', () => {
    expect(userProfileLink({ id: 9, name: '' })).toBe('/user/9');
    expect(userProfileLink({ id: 9 })).toBe('/user/9');
  });
});
