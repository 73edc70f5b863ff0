// `@survey/shared/ui/form`, one federated singleton: form fields and the SMS-code countdown.
export { FormField, type FormFieldProps, type FieldControlProps } from './form-field';
export { Input, type InputProps } from './input';
export { PasswordInput, type PasswordInputProps } from './password-input';
export { Checkbox, type CheckboxProps } from './checkbox';
export { TapArea } from './tap-area';
export { useCountdown, type Countdown } from './use-countdown';
export { CountdownButton, type CountdownButtonProps } from './countdown-button';
