import { describe, expect, it } from 'vitest';
import { decodeTusMetadata, encodeTusMetadata } from './tus-metadata';

describe('tus Upload-Metadata', () => {
  it('sends each value in base64 after its key, pairs joined by commas', () => {
    expect(encodeTusMetadata({ clientName: 'song.mp3', clientSize: '42' })).toBe(
      'clientName c29uZy5tcDM=,clientSize NDI=',
    );
  });

  it('encodes text beyond ASCII as UTF-8', () => {
    expect(encodeTusMetadata({ clientName: 'Café ♫.mp3' })).toBe(
      `clientName ${Buffer.from('Café ♫.mp3').toString('base64')}`,
    );
  });

  it('sends an empty value as the bare key', () => {
    expect(encodeTusMetadata({ clientMime: '', clientSize: '1' })).toBe('clientMime,clientSize MQ==');
  });

  it('reads back what it wrote', () => {
    const fields = { name: 'abc', clientName: 'Café ♫.mp3', clientMime: '' };
    expect(decodeTusMetadata(encodeTusMetadata(fields))).toEqual(fields);
  });
});
