import { Icon, type IconProps } from '@tonearm/ui';
import { Search } from '@tonearm/ui/icons';

export function SearchIcon(props: IconProps) {
  return <Icon icon={Search} {...props} />;
}
