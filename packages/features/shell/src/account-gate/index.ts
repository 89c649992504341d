export { AccountGate, type AccountGateProps } from './AccountGate';
export { type AccountGate as AccountGateState, type AccountGateInput, accountGate } from './account-gate';
export { GateScreen, type GateScreenProps } from './GateScreen';
