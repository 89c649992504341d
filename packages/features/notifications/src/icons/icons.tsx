import { Icon, type IconProps } from '@tonearm/ui';
import { Info, MessageSquare, Music, Settings, Users } from '@tonearm/ui/icons';

export { BellIcon } from './bell-icon';

export function SettingsIcon(props: IconProps) {
  return <Icon icon={Settings} {...props} />;
}

export function PeopleIcon(props: IconProps) {
  return <Icon icon={Users} {...props} />;
}

export function MusicIcon(props: IconProps) {
  return <Icon icon={Music} {...props} />;
}

export function CommentIcon(props: IconProps) {
  return <Icon icon={MessageSquare} {...props} />;
}

export function InfoIcon(props: IconProps) {
  return <Icon icon={Info} {...props} />;
}
