import type { RecordedRequest, ScriptedResponse } from '../../testing/loopback-server';

/** The body of a call that finishes an upload: `{fileEntry}`. */
export function fileEntryBody(id: number, name = 'song.mp3', size = 0) {
  return {
    fileEntry: {
      id,
      url: `api/v1/file-entries/${id}`,
      file_size: size,
      name,
      mime: 'audio/mpeg',
      extension: 'mp3',
      path: String(id),
      updated_at: '2025-03-01T10:00:00.000000Z',
    },
  };
}

/** tus answers, as @tus/server gives them. */
export const tusAnswers = {
  /** The creation of an upload at `location`. */
  created(location: string): ScriptedResponse {
    return { status: 201, headers: { Location: location, 'Tus-Resumable': '1.0.0' } };
  },
  /** A PATCH fully stored: the new offset is the old one plus the bytes received. */
  patched(request: RecordedRequest): ScriptedResponse {
    const offset = Number(request.headers['upload-offset']) + request.rawBody.length;
    return { status: 204, headers: { 'Upload-Offset': String(offset), 'Tus-Resumable': '1.0.0' } };
  },
  /** A HEAD on an upload of `length` bytes that has `offset` of them. */
  head(offset: number, length: number): ScriptedResponse {
    return {
      status: 200,
      headers: { 'Upload-Offset': String(offset), 'Upload-Length': String(length), 'Tus-Resumable': '1.0.0' },
    };
  },
};

/** The error S3 and MinIO send for a presigned URL used after it expired. */
export const EXPIRED_SIGNATURE_BODY =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>';
