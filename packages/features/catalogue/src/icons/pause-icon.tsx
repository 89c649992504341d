import { Icon, type IconProps } from '@tonearm/ui';
import { Pause } from '@tonearm/ui/icons';

export function PauseIcon(props: IconProps) {
  return <Icon icon={Pause} {...props} fill="currentColor" />;
}
