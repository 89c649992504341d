export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { type RadioCircleVariants, radioCircleVariants } from './radio-group.variants';
