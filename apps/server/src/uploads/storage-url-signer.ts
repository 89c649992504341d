import { constantTimeEqual, hmac } from '../security/tokens';

/** The path the server's own storage takes signed PUTs on, standing in for an S3 bucket. */
export const SIGNED_STORAGE_PATH = '/storage-s3/';
/** How long a signed URL works; the client signs part URLs just in time and signs again when one expires. */
export const SIGNED_URL_LIFETIME_SECONDS = 15 * 60;

/** What a signed URL lets its holder do: PUT one object, or one part of a multipart upload. */
export interface SignedTarget {
  key: string;
  multipart?: { uploadId: string; partNumber: number };
}

export type SignatureCheck =
  | { ok: true; target: SignedTarget }
  | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Signs and checks storage URLs with an HMAC of the method, key, part and expiry under a key derived from the app
 * key, so any instance can check what another signed and nothing in the URL can be changed.
 */
export class StorageUrlSigner {
  private readonly secret: string;

  constructor(
    appKey: string,
    private readonly now: () => Date,
  ) {
    this.secret = hmac(appKey, 'tonearm signed storage urls');
  }

  private signature(target: SignedTarget, expires: number): string {
    const part = target.multipart ? `${target.multipart.uploadId}\n${target.multipart.partNumber}` : '\n';
    return hmac(this.secret, `PUT\n${target.key}\n${part}\n${expires}`);
  }

  /** A PUT URL for `target` at `origin`, working for {@link SIGNED_URL_LIFETIME_SECONDS}. */
  sign(origin: string, target: SignedTarget): string {
    const expires = Math.floor(this.now().getTime() / 1000) + SIGNED_URL_LIFETIME_SECONDS;
    const url = new URL(`${SIGNED_STORAGE_PATH}${target.key}`, origin);
    if (target.multipart) {
      url.searchParams.set('partNumber', String(target.multipart.partNumber));
      url.searchParams.set('uploadId', target.multipart.uploadId);
    }
    url.searchParams.set('X-Expires', String(expires));
    url.searchParams.set('X-Signature', this.signature(target, expires));
    return url.toString();
  }

  /** Reads the target of a signed URL, refusing a changed one and, once its signature checks, an expired one. */
  check(url: URL): SignatureCheck {
    const key = decodeURIComponent(url.pathname.slice(SIGNED_STORAGE_PATH.length));
    const expires = Number(url.searchParams.get('X-Expires'));
    const signature = url.searchParams.get('X-Signature') ?? '';
    const uploadId = url.searchParams.get('uploadId');
    const partNumber = url.searchParams.get('partNumber');
    const target: SignedTarget =
      uploadId !== null && partNumber !== null && /^\d{1,5}$/.test(partNumber)
        ? { key, multipart: { uploadId, partNumber: Number(partNumber) } }
        : { key };
    if (!Number.isInteger(expires) || !constantTimeEqual(signature, this.signature(target, expires))) {
      return { ok: false, reason: 'invalid' };
    }
    if (expires * 1000 < this.now().getTime()) return { ok: false, reason: 'expired' };
    return { ok: true, target };
  }
}
