import { BackstageStoryFrame } from '../../storybook/BackstageStoryFrame';
import { requestRoutes } from '../routes';

export interface RequestsStoryFrameProps {
  data: Parameters<typeof BackstageStoryFrame>[0]['data'];
  initialPath: string;
}

/** The request screens in the backstage's story frame. */
export function RequestsStoryFrame(props: RequestsStoryFrameProps) {
  return <BackstageStoryFrame {...props} routes={requestRoutes} />;
}
