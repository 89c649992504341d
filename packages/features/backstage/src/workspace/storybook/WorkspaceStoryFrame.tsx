import { BackstageStoryFrame } from '../../storybook/BackstageStoryFrame';
import { workspaceRoutes } from '../routes';

export interface WorkspaceStoryFrameProps {
  data: Parameters<typeof BackstageStoryFrame>[0]['data'];
  initialPath: string;
}

/** The workspace screens in the backstage's story frame. */
export function WorkspaceStoryFrame(props: WorkspaceStoryFrameProps) {
  return <BackstageStoryFrame {...props} routes={workspaceRoutes} />;
}
