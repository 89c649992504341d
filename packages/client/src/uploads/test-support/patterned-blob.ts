const MIB = 1024 * 1024;

// A pseudo-random mebibyte, the same on every run.
function randomMebibyte(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(MIB);
  let state = 0x2545f491;
  for (let index = 0; index < MIB; index += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

let base: Uint8Array<ArrayBuffer> | undefined;

/**
 * A blob of `size` bytes where every position is recognisable: pseudo-random bytes, each mebibyte stamped with its
 * index, so a byte sent twice, lost or out of place changes what the server assembles.
 */
export function patternedBlob(size: number, type = 'audio/mpeg'): Blob {
  base ??= randomMebibyte();
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let offset = 0, index = 0; offset < size; offset += MIB, index += 1) {
    const part = base.slice(0, Math.min(MIB, size - offset));
    if (part.length >= 4) new DataView(part.buffer).setUint32(0, index);
    parts.push(part);
  }
  return new Blob(parts, { type });
}

/** The bytes `start` to `end` of a blob. */
export async function bytesOf(blob: Blob, start = 0, end = blob.size): Promise<Buffer> {
  return Buffer.from(await blob.slice(start, end).arrayBuffer());
}
