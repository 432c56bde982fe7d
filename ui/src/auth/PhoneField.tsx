import { useState } from 'react';
import { isPhone } from 'engine';
import { TextField } from '../components/TextField.tsx';
import { AUTH_MESSAGES, displayPhone, phoneInput, PHONE_MAX_LENGTH } from './fieldRules.ts';

/**
 * A US phone input: accepts digits, space, parentheses and dash (max 14) and shows (###) ###-#### on blur. A number
 * that is not one is said under the field as it is left (a good one is reformatted then, so silence read as
 * acceptance), and no longer once it is changed.
 */
export function PhoneField(props: {
  label: string;
  name: string;
  value: string;
  onValueChange(value: string): void;
  invalid?: boolean;
  required?: boolean;
  autoComplete?: string;
}) {
  const { onValueChange, invalid, ...rest } = props;
  const [leftWrong, setLeftWrong] = useState(false);
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="tel"
      maxLength={PHONE_MAX_LENGTH}
      invalid={invalid || leftWrong}
      error={leftWrong ? AUTH_MESSAGES.invalidPhone : undefined}
      onValueChange={(value) => {
        setLeftWrong(false);
        onValueChange(phoneInput(value));
      }}
      onBlur={() => {
        const typed = props.value.trim();
        setLeftWrong(typed !== '' && !isPhone(typed));
        onValueChange(displayPhone(props.value));
      }}
    />
  );
}
