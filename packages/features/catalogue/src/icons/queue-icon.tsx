import { Icon, type IconProps } from '@tonearm/ui';
import { ListEnd } from '@tonearm/ui/icons';

export function QueueIcon(props: IconProps) {
  return <Icon icon={ListEnd} {...props} />;
}
