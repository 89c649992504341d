export {
  createMediaQueryStore,
  type MediaQueryStore,
  MOBILE_BREAKPOINT_PX,
  MOBILE_MEDIA_QUERY,
  useIsMobile,
  useMediaQuery,
} from './use-media-query';
