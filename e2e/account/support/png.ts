import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A real PNG of `width` x `height` RGB pixels. `noisy` pixels are random, so the file cannot compress and is about
 * `3 * width * height` bytes; otherwise the image is one colour and tiny.
 */
export function makePng(width: number, height: number, { noisy = false } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = (index: number) => {
    const pixels = noisy ? randomBytes(width * 3) : Buffer.alloc(width * 3, index % 2 ? 0x4f : 0x46);
    return Buffer.concat([Buffer.from([0]), pixels]);
  };
  const raw = Buffer.concat(Array.from({ length: height }, (_, index) => row(index)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
