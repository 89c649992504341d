import { Icon, type IconProps } from '@tonearm/ui';
import { ChevronLeft } from '@tonearm/ui/icons';

export function ChevronLeftIcon(props: IconProps) {
  return <Icon icon={ChevronLeft} {...props} />;
}
