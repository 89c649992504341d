// The slots are drawn by the shell, in sandboxed frames; the catalogue's pages place them.

export type { AdSlotName } from '@tonearm/client/rules';
export { AdSlot } from '@tonearm/shell';
