import { Icon, type IconProps } from '@tonearm/ui';
import { Repeat2 } from '@tonearm/ui/icons';

export function RepostIcon(props: IconProps) {
  return <Icon icon={Repeat2} {...props} />;
}
