import { DISKS, type Disk } from './disk';
import { isObjectName } from './local-disks';

/** An object's storage key: its disk, then its name (`uploads/2c9f….mp3`), as in an S3 bucket. */
export function objectKey(disk: Disk, name: string): string {
  return `${disk}/${name}`;
}

/** The disk and name of a key the server issued; `null` for anything else. */
export function parseObjectKey(key: string): { disk: Disk; name: string } | null {
  const [disk, name, ...rest] = key.split('/');
  if (rest.length > 0 || name === undefined || !isObjectName(name)) return null;
  const known = DISKS.find((candidate) => candidate === disk);
  return known ? { disk: known, name } : null;
}
