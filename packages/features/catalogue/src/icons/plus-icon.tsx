import { Icon, type IconProps } from '@tonearm/ui';
import { Plus } from '@tonearm/ui/icons';

export function PlusIcon(props: IconProps) {
  return <Icon icon={Plus} {...props} />;
}
