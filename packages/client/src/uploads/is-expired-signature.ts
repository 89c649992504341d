/**
 * Whether storage refused a presigned URL because its signature expired: a 403 whose error body says so (S3 and
 * MinIO: `Request has expired`; temporary credentials: `ExpiredToken`).
 */
export function isExpiredSignature(status: number, bodyText: string): boolean {
  return (
    status === 403 &&
    /Request has expired|<Code>ExpiredToken<\/Code>|signature (has )?expired/i.test(bodyText)
  );
}
