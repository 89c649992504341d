import { Icon, type IconProps } from '@tonearm/ui';
import { Ellipsis } from '@tonearm/ui/icons';

export function MoreIcon(props: IconProps) {
  return <Icon icon={Ellipsis} {...props} />;
}
