export { GuestRoute, type GuestRouteProps } from './guards/GuestRoute';
export { useCompleteSignIn } from './guards/use-complete-sign-in';
export { useHumanCheck } from './human-check/use-human-check';
export { LoginPage } from './login/LoginPage';
export { ForgotPasswordPage } from './password/ForgotPasswordPage';
export { ResetPasswordPage } from './password/ResetPasswordPage';
export {
  clearPendingOnboarding,
  PENDING_ONBOARDING_KEY,
  readPendingOnboarding,
  recordPendingOnboarding,
} from './redirect/pending-onboarding';
export { signInTarget } from './redirect/sign-in-target';
export { RegisterPage } from './register/RegisterPage';
export { routes } from './routes';
export {
  openSocialPopup,
  POPUP_CLOSED_CHECK_MS,
  type PopupHost,
  type PopupWindow,
  SOCIAL_POPUP_HEIGHT,
  SOCIAL_POPUP_WIDTH,
} from './social/open-social-popup';
export { PasswordRequiredModal, type PasswordRequiredModalProps } from './social/PasswordRequiredModal';
export { SocialSignInSection, type SocialSignInSectionProps } from './social/SocialSignInSection';
export { type SocialSignInOutcome, socialSignInOutcome } from './social/social-sign-in-outcome';
export { TwoFactorChallenge } from './two-factor/TwoFactorChallenge';
