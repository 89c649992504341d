import { Icon, type IconProps } from '@tonearm/ui';
import { ListPlus } from '@tonearm/ui/icons';

export function PlaylistAddIcon(props: IconProps) {
  return <Icon icon={ListPlus} {...props} />;
}
