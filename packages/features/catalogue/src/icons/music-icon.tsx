import { Icon, type IconProps } from '@tonearm/ui';
import { Music } from '@tonearm/ui/icons';

export function MusicIcon(props: IconProps) {
  return <Icon icon={Music} {...props} />;
}
