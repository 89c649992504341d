import type { BackstageRequest } from '@tonearm/client/contract';
import { backstageRequestResponseSchema } from '@tonearm/client/contract';
import { artists } from '../../../db/schema';
import type { TestServer } from '../../../test-support/test-server';
import type { TestVisitor } from '../../../test-support/test-visitor';

/** The 1×1 transparent PNG: an identity document as far as the server can tell. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads `bytes` as the visitor's own file (the private disk unless told otherwise); answers the entry id. */
export async function uploadProof(
  visitor: TestVisitor,
  options: { bytes?: Uint8Array; name?: string; disk?: 'uploads' | 'public' } = {},
): Promise<number> {
  const { bytes = PNG, name = 'passport.png', disk = 'uploads' } = options;
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  form.set('clientMime', 'image/png');
  form.set('clientExtension', name.split('.').pop() ?? '');
  form.set('disk', disk);
  const answer = await visitor.post('/api/v1/file-entries', form);
  if (answer.status !== 201) throw new Error(`The proof upload answered ${answer.status}: ${answer.text}`);
  return (answer.json as { fileEntry: { id: number } }).fileEntry.id;
}

/** The body of a request of `type`, with a fresh identity document. */
export async function requestBody(visitor: TestVisitor, fields: Record<string, unknown>) {
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Analytical Records',
    links: ['https://twitter.com/ada'],
    proof_file_entry_id: await uploadProof(visitor),
    ...fields,
  };
}

/** Submits a request and answers it, failing the test when the server refuses. */
export async function submit(
  visitor: TestVisitor,
  fields: Record<string, unknown>,
): Promise<BackstageRequest> {
  const answer = await visitor.post('/api/v1/backstage-requests', await requestBody(visitor, fields));
  if (answer.status !== 201) throw new Error(`Submitting answered ${answer.status}: ${answer.text}`);
  return backstageRequestResponseSchema.parse(answer.json).request;
}

let made = 0;
/** An artist in the catalogue, made through the database. */
export async function makeArtist(app: TestServer, verified = false): Promise<number> {
  const [artist] = await app.server.services.db
    .insert(artists)
    .values({ name: `Claimable ${++made}`, verified })
    .returning({ id: artists.id });
  if (!artist) throw new Error('The artist was not created');
  return artist.id;
}
