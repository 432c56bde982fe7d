import { TextField } from '../components/TextField.tsx';
import { OTP_LENGTH, otpInput } from './fieldRules.ts';

/** The 6-digit e-mailed code: digits only, offered by the browser from the message (one-time-code). */
export function OtpField(props: { value: string; onValueChange(value: string): void; invalid?: boolean }) {
  return (
    <TextField
      label="Verification code"
      name="otp"
      hint="Enter the 6-digit code we sent to your e-mail."
      value={props.value}
      invalid={props.invalid}
      onValueChange={(value) => props.onValueChange(otpInput(value))}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      required
    />
  );
}
