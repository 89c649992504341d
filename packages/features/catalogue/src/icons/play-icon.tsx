import { Icon, type IconProps } from '@tonearm/ui';
import { Play } from '@tonearm/ui/icons';

export function PlayIcon(props: IconProps) {
  return <Icon icon={Play} {...props} fill="currentColor" />;
}
