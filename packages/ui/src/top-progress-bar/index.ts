export { TopProgressBar, type TopProgressBarProps } from './TopProgressBar';
export { loadingIndicatorVariants, topProgressBarVariants } from './top-progress-bar.variants';
export {
  LOADING_INDICATOR_DELAY_MS,
  NavigationProgress,
  type NavigationProgressPhase,
  PROGRESS_BAR_DELAY_MS,
  useNavigationProgress,
} from './use-navigation-progress';
