import { Icon, type IconProps } from '@tonearm/ui';
import { ArrowDown } from '@tonearm/ui/icons';

export function ArrowDownIcon(props: IconProps) {
  return <Icon icon={ArrowDown} {...props} />;
}
