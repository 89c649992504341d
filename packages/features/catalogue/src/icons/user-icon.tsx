import { Icon, type IconProps } from '@tonearm/ui';
import { User } from '@tonearm/ui/icons';

export function UserIcon(props: IconProps) {
  return <Icon icon={User} {...props} />;
}
