export { Avatar, type AvatarProps } from './Avatar';
export { type AvatarVariants, avatarVariants } from './avatar.variants';
export { getInitials } from './get-initials';
