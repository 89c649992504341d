export { AD_FRAME_SANDBOX, AdSlot, type AdSlotProps } from './AdSlot';
export { useAdFrameHeight } from './use-ad-frame-height';
