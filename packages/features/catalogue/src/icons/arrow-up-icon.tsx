import { Icon, type IconProps } from '@tonearm/ui';
import { ArrowUp } from '@tonearm/ui/icons';

export function ArrowUpIcon(props: IconProps) {
  return <Icon icon={ArrowUp} {...props} />;
}
