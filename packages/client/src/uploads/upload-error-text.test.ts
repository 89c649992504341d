import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors/http-error';
import { NetworkError } from '../errors/network-error';
import { ValidationError } from '../errors/validation-error';
import { uploadErrorText } from './upload-error-text';
import { UploadTimeoutError } from './upload-timeout-error';

const callName = 'POST file-entries';
function answer(status: number, json: unknown) {
  const bodyText = JSON.stringify(json);
  return { callName, response: new Response(bodyText, { status }), bodyText, json };
}

describe('uploadErrorText', () => {
  it("shows the server's message", () => {
    expect(uploadErrorText(new HttpError(answer(413, { message: 'The file is too large.' })))).toBe(
      'The file is too large.',
    );
    expect(uploadErrorText(new ValidationError(answer(422, { message: 'Invalid file.', errors: {} })))).toBe(
      'Invalid file.',
    );
  });

  it('shows nothing of its own when the server sent no message', () => {
    expect(uploadErrorText(new HttpError(answer(500, { errors: { file: ['Bad.'] } })))).toBeNull();
    expect(uploadErrorText(new NetworkError({ callName }))).toBeNull();
    expect(uploadErrorText(new Error('bug'))).toBeNull();
  });

  it("shows 'Upload timed out' after 30 s without progress", () => {
    expect(uploadErrorText(new UploadTimeoutError({ callName }))).toBe('Upload timed out');
  });
});
