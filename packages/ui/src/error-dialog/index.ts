export { ERROR_DIALOG_TITLE, ErrorDialog, type ErrorDialogProps } from './ErrorDialog';
export { codeLineVariants, stackFrameVariants } from './error-dialog.variants';
export type { ErrorPayload, ErrorTraceEntry, ErrorTraceFrame, ErrorTraceVendorGroup } from './error-payload';
export { type ErrorTraceSection, groupVendorFrames, isVendorPath } from './group-vendor-frames';
export { StackFrame, type StackFrameProps } from './StackFrame';
export { VendorFrames, type VendorFramesProps } from './VendorFrames';
