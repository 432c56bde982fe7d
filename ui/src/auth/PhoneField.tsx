import { TextField } from '../components/TextField.tsx';
import { displayPhone, phoneInput, PHONE_MAX_LENGTH } from './fieldRules.ts';

/** A US phone input: accepts digits, space, parentheses and dash (max 14) and shows (###) ###-#### on blur. */
export function PhoneField(props: {
  label: string;
  name: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  required?: boolean;
  autoComplete?: string;
}) {
  const { onValueChange, ...rest } = props;
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      onValueChange={(value) => onValueChange(phoneInput(value))}
      onBlur={() => onValueChange(displayPhone(props.value))}
    />
  );
}
