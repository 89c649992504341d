import { Icon, type IconProps } from '@tonearm/ui';
import { Share2 } from '@tonearm/ui/icons';

export function ShareIcon(props: IconProps) {
  return <Icon icon={Share2} {...props} />;
}
