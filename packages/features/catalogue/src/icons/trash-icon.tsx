import { Icon, type IconProps } from '@tonearm/ui';
import { Trash2 } from '@tonearm/ui/icons';

export function TrashIcon(props: IconProps) {
  return <Icon icon={Trash2} {...props} />;
}
