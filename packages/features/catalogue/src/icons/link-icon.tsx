import { Icon, type IconProps } from '@tonearm/ui';
import { Link } from '@tonearm/ui/icons';

export function LinkIcon(props: IconProps) {
  return <Icon icon={Link} {...props} />;
}
