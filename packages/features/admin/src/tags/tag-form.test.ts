import { describe, expect, it } from 'vitest';
import { tagFormResolver, tagFormValues, tagPayload } from './tag-form';

const resolve = (values: Parameters<typeof tagPayload>[0]) =>
  tagFormResolver((message) => `«${message}»`)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the tag form', () => {
  it('makes a new tag a custom one', () => {
    expect(tagFormValues(null)).toEqual({ name: '', display_name: '', type: 'custom' });
  });

  it('sends the fields trimmed', () => {
    expect(tagPayload({ name: ' late-night ', display_name: ' Late night ', type: ' mood ' })).toEqual({
      name: 'late-night',
      display_name: 'Late night',
      type: 'mood',
    });
  });

  it('refuses a type with spaces or capitals, in the interface language', async () => {
    const { errors } = await resolve({ name: 'late-night', display_name: 'Late night', type: 'Late Mood' });
    expect(errors.type?.message).toBe(
      '«The type may hold only lowercase letters, digits, dashes and underscores.»',
    );
  });

  it('asks for a name', async () => {
    const { errors } = await resolve({ name: '', display_name: 'Late night', type: 'custom' });
    expect(errors.name?.message).toBe('«Give the tag a name.»');
  });
});
