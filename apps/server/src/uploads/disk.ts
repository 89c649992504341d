/** The storage disks (doc 000 §9 "Disks: public and uploads"). */
export const DISKS = ['public', 'uploads'] as const;
export type Disk = (typeof DISKS)[number];
