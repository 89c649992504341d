import type { Migration } from './migration';

/**
 * Where each stored object lives, the local disks or the bucket, so the upload storage can be switched while the
 * server runs and files stored before the switch are still read and deleted where they are
 * (`uploads/switching-upload-storage.ts`). Rows from before are `NULL` until the server's next start records the
 * storage it started with, the one they were written to; the partial indexes keep that look cheap once done.
 */
export const uploadStorageDrivers: Migration = {
  id: '0065_upload_storage_drivers',
  statements: [
    'ALTER TABLE file_entries ADD COLUMN driver text',
    'ALTER TABLE pending_uploads ADD COLUMN driver text',
    'CREATE INDEX file_entries_driver_unrecorded_index ON file_entries (id) WHERE driver IS NULL',
    'CREATE INDEX pending_uploads_driver_unrecorded_index ON pending_uploads (id) WHERE driver IS NULL',
  ],
};
