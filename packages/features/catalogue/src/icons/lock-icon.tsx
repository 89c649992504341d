import { Icon, type IconProps } from '@tonearm/ui';
import { Lock } from '@tonearm/ui/icons';

export function LockIcon(props: IconProps) {
  return <Icon icon={Lock} {...props} />;
}
