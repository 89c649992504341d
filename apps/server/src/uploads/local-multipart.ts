import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import {
  type FileHandle,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { randomToken } from '../security/tokens';
import type { Disk } from './disk';
import { type CopiedRange, copyRanges, writeGathered } from './gathered-writes';
import { contentHash, contentTagOf, LocalDisks, ObjectTooLargeError } from './local-disks';
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
const numbered = (partNumber: number) => String(partNumber).padStart(5, '0');

/**
 * A part's record: `<number>.<tag>` is a part in its own file (one rename stores its bytes and its ETag together);
 * `<number>.<tag>.in-place` marks a part written into the assembly at its place.
 */
const PART_RECORD = /^(\d{5})\.([0-9a-f]{32})(\.in-place)?$/;
const IN_PLACE = '.in-place';
/** The object being assembled: part n at (n - 1) times the layout's part size. */
const ASSEMBLY = 'object';
/** The part size of the assembly's layout, fixed by the first request for part 1. */
const LAYOUT = 'layout';

/** The parts being written into their places, by folder and number: one writer per place. */
const writingInPlace = new Set<string>();

type PartRecord = { number: number; tag: string; size: number; name: string } & (
  | { kind: 'file' }
  | { kind: 'in-place'; offset: number }
);

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** A part size a layout may have: one S3 allows for every part but the last. */
const isLayoutSize = (partSize: number) =>
  Number.isSafeInteger(partSize) && partSize >= MIN_PART_BYTES && partSize <= MAX_PART_BYTES;

/**
 * Layouts read so far, by upload folder. A layout never changes once fixed, and each part request reads it up to
 * three times: each read is a trip to the thread pool, queued behind the parts' writes. Folders are never reused (an
 * upload's id is random), so an entry outliving its folder is only forgotten, oldest first.
 */
const knownLayouts = new Map<string, number>();
const KNOWN_LAYOUTS = 1000;

async function readLayout(folder: string): Promise<number | undefined> {
  const known = knownLayouts.get(folder);
  if (known !== undefined) return known;
  const text = await readFile(join(folder, LAYOUT), 'utf8').catch(() => '');
  const partSize = Number(text);
  if (!isLayoutSize(partSize)) return undefined;
  knownLayouts.set(folder, partSize);
  if (knownLayouts.size > KNOWN_LAYOUTS) knownLayouts.delete(knownLayouts.keys().next().value ?? '');
  return partSize;
}

/** Fixes the layout once: a link fails when the name exists, so the first to get there decides. */
async function fixLayout(folder: string, partSize: number): Promise<void> {
  if (!isLayoutSize(partSize)) return;
  const temporary = join(folder, `${LAYOUT}.${randomToken(6)}.partial`);
  await writeFile(temporary, String(partSize));
  await link(temporary, join(folder, LAYOUT)).catch(() => undefined);
  await rm(temporary, { force: true });
}

/** Opens the assembly for writing at any place, creating it if need be, in one call. */
function openAssembly(folder: string): Promise<FileHandle> {
  return open(join(folder, ASSEMBLY), constants.O_RDWR | constants.O_CREAT);
}

/**
 * Multipart uploads on the local disks with S3's semantics: parts under `DATA_DIR/multipart/<uploadId>`, ETags as
 * quoted content tags (`contentTag`), `complete` refusing parts out of order, unknown ETags and parts under 5 MB but
 * the last, and `abort` freeing every part.
 *
 * Parts of the upload's usual size go straight to their place in the object (part n at n - 1 times that size), so
 * `complete` has only the other parts to copy before it renames the object onto its disk; joining a gibibyte of
 * parts had taken as long as uploading them. The first part request to declare a length S3 allows a part fixes
 * that size (the layout). Parts that do not fit the layout, and those that come before it is fixed, are kept in
 * their own files. A layout the parts then leave (the last part came first, or part 1 came again at another size)
 * costs `complete` a full copy, never a wrong byte: it checks every part's place.
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

  /**
   * Stores one part, replacing an earlier one of the same number; answers its ETag. `declaredLength` (the request's
   * `Content-Length`) says whether the part fits the layout before its bytes arrive.
   */
  async putPart(
    uploadId: string,
    partNumber: number,
    body: AsyncIterable<Uint8Array>,
    declaredLength?: number,
  ): Promise<string> {
    if (partNumber < 1 || partNumber > MAX_PARTS) throw invalidPart();
    const folder = await this.existing(uploadId);
    // The first part to say a length a part may have fixes the layout as it starts, whichever part it is: the
    // client sends parts of one size (but the last) five at a time, and part 1 is not always the first to arrive.
    let partSize = await readLayout(folder);
    if (partSize === undefined && declaredLength !== undefined) {
      await fixLayout(folder, declaredLength);
      partSize = await readLayout(folder);
    }
    const place = `${folder}:${partNumber}`;
    if (partSize !== undefined && declaredLength === partSize && !writingInPlace.has(place)) {
      writingInPlace.add(place);
      try {
        return quoted(await this.putPartInPlace(folder, partNumber, body, partSize));
      } finally {
        writingInPlace.delete(place);
      }
    }
    const number = numbered(partNumber);
    const temporary = join(folder, `${number}.${randomToken(6)}.partial`);
    const { tag, size } = await LocalDisks.writeFile(temporary, body, MAX_PART_BYTES);
    const stored = `${number}.${tag}`;
    const earlier = await this.recordsOf(folder, partNumber);
    await rename(temporary, join(folder, stored));
    await this.forget(folder, earlier, stored);
    if (partNumber === 1) await fixLayout(folder, size);
    return quoted(tag);
  }

  private async putPartInPlace(
    folder: string,
    partNumber: number,
    body: AsyncIterable<Uint8Array>,
    partSize: number,
  ): Promise<string> {
    // The place's bytes are about to change: a part stored there before is gone from now on.
    const before = await this.recordsOf(folder, partNumber);
    await this.forget(
      folder,
      before.filter((record) => record.kind === 'in-place'),
    );
    const hash = contentHash();
    let size = 0;
    const handle = await openAssembly(folder);
    try {
      await writeGathered(body, handle, (partNumber - 1) * partSize, (chunk) => {
        size += chunk.byteLength;
        if (size > partSize) throw new ObjectTooLargeError(partSize);
        hash.update(chunk);
      });
    } finally {
      await handle.close();
    }
    if (size !== partSize) throw invalidPart();
    const tag = contentTagOf(hash);
    const stored = `${numbered(partNumber)}.${tag}${IN_PLACE}`;
    const earlier = await this.recordsOf(folder, partNumber);
    await writeFile(join(folder, stored), '');
    await this.forget(folder, earlier, stored);
    return tag;
  }

  private async recordsOf(folder: string, partNumber: number): Promise<PartRecord[]> {
    return (await this.records(folder)).get(partNumber) ?? [];
  }

  /**
   * Removes `records` but `kept`. A part's records are listed before its new one is stored and removed after, so
   * of two requests storing one part at once neither removes the other's: both stay, and `complete` takes the one
   * whose ETag it is given.
   */
  private async forget(folder: string, records: readonly PartRecord[], kept?: string): Promise<void> {
    for (const record of records) {
      if (record.name !== kept) await rm(join(folder, record.name), { force: true });
    }
  }

  /** Every stored part record, by part number. */
  private async records(folder: string): Promise<Map<number, PartRecord[]>> {
    const names = await readdir(folder);
    const partSize = names.includes(LAYOUT) ? await readLayout(folder) : undefined;
    const records = new Map<number, PartRecord[]>();
    for (const name of names) {
      const match = PART_RECORD.exec(name);
      if (!match) continue;
      const number = Number(match[1]);
      const tag = match[2] ?? '';
      let record: PartRecord;
      if (match[3]) {
        // A part is written in place only once the layout is fixed, and the layout never changes.
        if (partSize === undefined) continue;
        record = { kind: 'in-place', number, tag, name, size: partSize, offset: (number - 1) * partSize };
      } else {
        const info = await stat(join(folder, name)).catch(() => null);
        if (!info) continue;
        record = { kind: 'file', number, tag, name, size: info.size };
      }
      records.set(number, [...(records.get(number) ?? []), record]);
    }
    return records;
  }

  async listParts(uploadId: string): Promise<StoredPart[]> {
    const folder = await this.existing(uploadId);
    const parts: StoredPart[] = [];
    for (const [number, records] of await this.records(folder)) {
      // Two records of one number only while two requests store it at once; its own file is the one kept then.
      const record = records.find((candidate) => candidate.kind === 'file') ?? records[0];
      if (record) parts.push({ PartNumber: number, ETag: quoted(record.tag), Size: record.size });
    }
    return parts.sort((first, second) => first.PartNumber - second.PartNumber);
  }

  /** Puts the named parts, in order, into the object `name` on `disk`, then frees the parts; answers its size. */
  async complete(uploadId: string, parts: readonly CompletedPart[], disk: Disk, name: string) {
    const folder = await this.existing(uploadId);
    if (parts.length === 0 || parts.length > MAX_PARTS) throw invalidPart();
    for (let index = 1; index < parts.length; index += 1) {
      if ((parts[index]?.PartNumber ?? 0) <= (parts[index - 1]?.PartNumber ?? 0)) throw invalidPartOrder();
    }
    const records = await this.records(folder);
    const chosen = parts.map(({ PartNumber, ETag }) => {
      const record = records.get(PartNumber)?.find((candidate) => candidate.tag === unquoted(ETag));
      if (!record) throw invalidPart();
      return record;
    });
    if (chosen.slice(0, -1).some((part) => part.size < MIN_PART_BYTES)) throw entityTooSmall();
    let size = 0;
    const placed = chosen.map((record) => {
      const at = size;
      size += record.size;
      return { record, at };
    });
    const target = this.disks.fileOf(disk, name);
    await mkdir(join(target, '..'), { recursive: true });
    const assembly = join(folder, ASSEMBLY);
    const usesAssembly = chosen.some((record) => record.kind === 'in-place');
    if (usesAssembly && !(await exists(assembly))) {
      // Renamed onto the disk by a `complete` that stopped before it freed the parts: the object is there.
      if ((await stat(target).catch(() => null))?.size === size) return { size, etag: this.etagOf(chosen) };
      throw noSuchUpload();
    }
    const inPlace = placed.every(({ record, at }) => record.kind === 'file' || record.offset === at);
    if (inPlace) await this.assembleInPlace(folder, records, placed, size, target);
    else await this.assembleAnew(folder, placed, target);
    await rm(folder, { recursive: true, force: true });
    knownLayouts.delete(folder);
    return { size, etag: this.etagOf(chosen) };
  }

  /** Copies the parts kept in their own files into their places in the assembly, then moves it onto the disk. */
  private async assembleInPlace(
    folder: string,
    records: Map<number, PartRecord[]>,
    placed: { record: PartRecord; at: number }[],
    size: number,
    target: string,
  ): Promise<void> {
    const chosen = new Set(placed.map(({ record }) => record.name));
    // Copies may cover the places of parts left out; those are dropped first, as S3 drops them at `complete`.
    for (const record of [...records.values()].flat()) {
      if (record.kind === 'in-place' && !chosen.has(record.name))
        await rm(join(folder, record.name), { force: true });
    }
    const copies: CopiedRange[] = placed
      .filter(({ record }) => record.kind === 'file')
      .map(({ record, at }) => ({ path: join(folder, record.name), start: 0, length: record.size, at }));
    const handle = await openAssembly(folder);
    try {
      await copyRanges(handle, copies);
      await handle.truncate(size);
    } finally {
      await handle.close();
    }
    await rename(join(folder, ASSEMBLY), target);
  }

  /** Copies every part, from its file or its place in the assembly, into a new object (parts that left the layout). */
  private async assembleAnew(folder: string, placed: { record: PartRecord; at: number }[], target: string) {
    const copies: CopiedRange[] = placed.map(({ record, at }) =>
      record.kind === 'file'
        ? { path: join(folder, record.name), start: 0, length: record.size, at }
        : { path: join(folder, ASSEMBLY), start: record.offset, length: record.size, at },
    );
    const temporary = `${target}.${randomToken(6)}.partial`;
    try {
      const output = await open(temporary, 'w');
      await copyRanges(output, copies).finally(() => output.close());
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Shaped as S3's ETag of a multipart object: the MD5 of the parts' tags, then the number of parts. */
  private etagOf(chosen: readonly PartRecord[]): string {
    const tags = createHash('md5');
    for (const record of chosen) tags.update(Buffer.from(record.tag, 'hex'));
    return `"${tags.digest('hex')}-${chosen.length}"`;
  }

  async abort(uploadId: string): Promise<void> {
    const folder = await this.existing(uploadId);
    await rm(folder, { recursive: true, force: true });
    knownLayouts.delete(folder);
  }
}
