export { Button, type ButtonProps } from './Button';
export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { type ButtonVariants, buttonVariants } from './button.variants';
export type { ButtonContentProps, ButtonStyleProps } from './button-props';
