export { Mascot, type MascotProps } from './Mascot';
export type { MascotExpression, MascotPose } from './mascot-state';
export { type MascotControls, type MascotFieldNames, useMascot } from './use-mascot';
