export { ERROR_DIALOG_TITLE, ErrorDialog, type ErrorDialogProps } from './ErrorDialog';
export { codeLineVariants, stackFrameVariants } from './error-dialog.variants';
export { DEFAULT_ERROR_DIALOG_LABELS, type ErrorDialogLabels } from './error-dialog-labels';
export type { ErrorPayload, ErrorTraceEntry, ErrorTraceFrame, ErrorTraceVendorGroup } from './error-payload';
export { type ErrorTraceSection, groupVendorFrames, isVendorPath } from './group-vendor-frames';
export { StackFrame, type StackFrameProps } from './StackFrame';
export { VendorFrames, type VendorFramesProps } from './VendorFrames';
