import { createHash } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from '../security/tokens';
import type { Disk } from './disk';
import { joinFiles } from './gathered-writes';
import { LocalDisks } from './local-disks';
import {
  entityTooSmall,
  invalidPart,
  invalidPartOrder,
  MAX_PART_BYTES,
  MAX_PARTS,
  MIN_PART_BYTES,
  noSuchUpload,
} from './s3-errors';
import type { CompletedPart, StoredPart } from './upload-storage';

const quoted = (tag: string) => `"${tag}"`;
const unquoted = (etag: string) => etag.replace(/^"|"$/g, '');
// A part's file is named `<number>.<tag>` (its content tag), so one rename stores its bytes and its ETag together.
const PART_FILE = /^(\d{5})\.([0-9a-f]{32})$/;

/**
 * Multipart uploads on the local disks with S3's semantics: parts under `DATA_DIR/multipart/<uploadId>`, ETags as
 * quoted content tags (`contentTag`), `complete` refusing parts out of order, unknown ETags and parts under 5 MB but the last, and `abort`
 * freeing every part.
 */
export class LocalMultipart {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly disks: LocalDisks,
  ) {
    this.root = join(dataDir, 'multipart');
  }

  private folderOf(uploadId: string): string {
    if (!/^[A-Za-z0-9_-]{16,64}$/.test(uploadId)) throw noSuchUpload();
    return join(this.root, uploadId);
  }

  private async existing(uploadId: string): Promise<string> {
    const folder = this.folderOf(uploadId);
    const info = await stat(folder).catch(() => null);
    if (!info?.isDirectory()) throw noSuchUpload();
    return folder;
  }

  async create(): Promise<string> {
    const uploadId = randomToken(24);
    await mkdir(this.folderOf(uploadId), { recursive: true });
    return uploadId;
  }

  /** Stores one part, replacing an earlier one of the same number; answers its ETag. */
  async putPart(uploadId: string, partNumber: number, body: AsyncIterable<Uint8Array>) {
    if (partNumber < 1 || partNumber > MAX_PARTS) throw invalidPart();
    const folder = await this.existing(uploadId);
    const number = String(partNumber).padStart(5, '0');
    const temporary = join(folder, `${number}.${randomToken(6)}.partial`);
    const { tag } = await LocalDisks.writeFile(temporary, body, MAX_PART_BYTES);
    const earlier = (await readdir(folder)).filter((name) => PART_FILE.exec(name)?.[1] === number);
    await rename(temporary, join(folder, `${number}.${tag}`));
    for (const name of earlier) {
      if (name !== `${number}.${tag}`) await rm(join(folder, name), { force: true });
    }
    return quoted(tag);
  }

  async listParts(uploadId: string): Promise<StoredPart[]> {
    const folder = await this.existing(uploadId);
    const parts: StoredPart[] = [];
    for (const name of await readdir(folder)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const { size } = await stat(join(folder, name));
      parts.push({ PartNumber: Number(match[1]), ETag: quoted(match[2] ?? ''), Size: size });
    }
    return parts.sort((first, second) => first.PartNumber - second.PartNumber);
  }

  /** Joins the named parts, in order, into the object `name` on `disk`, then frees the parts; answers its size. */
  async complete(uploadId: string, parts: readonly CompletedPart[], disk: Disk, name: string) {
    const folder = await this.existing(uploadId);
    if (parts.length === 0 || parts.length > MAX_PARTS) throw invalidPart();
    for (let index = 1; index < parts.length; index += 1) {
      if ((parts[index]?.PartNumber ?? 0) <= (parts[index - 1]?.PartNumber ?? 0)) throw invalidPartOrder();
    }
    const stored = new Map((await this.listParts(uploadId)).map((part) => [part.PartNumber, part]));
    const chosen = parts.map(({ PartNumber, ETag }) => {
      const part = stored.get(PartNumber);
      if (!part || unquoted(part.ETag) !== unquoted(ETag)) throw invalidPart();
      return part;
    });
    if (chosen.slice(0, -1).some((part) => part.Size < MIN_PART_BYTES)) throw entityTooSmall();
    const target = this.disks.fileOf(disk, name);
    await mkdir(join(target, '..'), { recursive: true });
    const temporary = `${target}.${randomToken(6)}.partial`;
    const tags = createHash('md5');
    try {
      const output = await open(temporary, 'w');
      const files = chosen.map((part) => {
        const tag = unquoted(part.ETag);
        tags.update(Buffer.from(tag, 'hex'));
        return join(folder, `${String(part.PartNumber).padStart(5, '0')}.${tag}`);
      });
      await joinFiles(output, files).finally(() => output.close());
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    await rm(folder, { recursive: true, force: true });
    const size = chosen.reduce((total, part) => total + part.Size, 0);
    // Shaped as S3's ETag of a multipart object: the MD5 of the parts' tags, then the number of parts.
    return { size, etag: `"${tags.digest('hex')}-${chosen.length}"` };
  }

  async abort(uploadId: string): Promise<void> {
    await rm(await this.existing(uploadId), { recursive: true, force: true });
  }
}
