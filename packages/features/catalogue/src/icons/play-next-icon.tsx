import { Icon, type IconProps } from '@tonearm/ui';
import { ListStart } from '@tonearm/ui/icons';

export function PlayNextIcon(props: IconProps) {
  return <Icon icon={ListStart} {...props} />;
}
