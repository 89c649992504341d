import { Icon, type IconProps } from '@tonearm/ui';
import { ChevronRight } from '@tonearm/ui/icons';

export function ChevronRightIcon(props: IconProps) {
  return <Icon icon={ChevronRight} {...props} />;
}
