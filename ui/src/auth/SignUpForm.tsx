import { useState, type FormEvent } from 'react';
import { SUCCESS } from '../api/client.ts';
import { FormMessage } from '../components/FormMessage.tsx';
import { TextField } from '../components/TextField.tsx';
import type { SignInResult } from '../session/SessionContext.ts';
import { createAccount, requestSignUpCode, signInResultOf, type SignUpDetails } from './authApi.ts';
import { isEmail, isPhone, trimSpace } from 'engine';
import { textMessagesOf, type FieldMessages } from '../api/fieldMessages.ts';
import { AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from './fieldRules.ts';
import { OtpField } from './OtpField.tsx';
import { PhoneField } from './PhoneField.tsx';
import { useFormFeedback } from './useFormFeedback.ts';

const EMPTY: SignUpDetails = { first_name: '', last_name: '', mobile_number: '', work_phone: '', email: '' };
const REQUIRED: (keyof SignUpDetails)[] = ['first_name', 'last_name', 'mobile_number', 'email'];

/** The details without surrounding spaces (a byte-order mark stays, to be refused: see trimSpace). */
function trimDetails(details: SignUpDetails): SignUpDetails {
  const trimmed = { ...details };
  for (const key of Object.keys(trimmed) as (keyof SignUpDetails)[]) trimmed[key] = trimSpace(trimmed[key]);
  return trimmed;
}

/** The first problem with the sign-up details (message, fields to highlight, their own messages), or null. */
function signUpProblem(
  details: SignUpDetails,
): { message: string; fields: string[]; fieldMessages?: FieldMessages } | null {
  const missing = REQUIRED.filter((field) => !details[field]);
  if (missing.length > 0) return { message: AUTH_MESSAGES.mandatory, fields: missing };
  // Names and the e-mail as the server reads them: direction controls and invisible characters are refused.
  const { first_name, last_name, email } = details;
  const unaccepted = textMessagesOf({ first_name, last_name, email });
  const [firstUnaccepted] = unaccepted.values();
  if (firstUnaccepted) return { message: firstUnaccepted, fields: [...unaccepted.keys()], fieldMessages: unaccepted };
  if (!isEmail(details.email.trim())) return { message: AUTH_MESSAGES.invalidEmail, fields: ['email'] };
  const badPhones = (['mobile_number', 'work_phone'] as const).filter(
    (field) => details[field] !== '' && !isPhone(details[field].trim()),
  );
  if (badPhones.length > 0) return { message: AUTH_MESSAGES.invalidPhone, fields: badPhones };
  return null;
}

/** Sign up: details, 'Verify Email' (e-mails a code), then the code (and an optional password) and 'Create My Account'. */
export function SignUpForm({
  redirectUrl,
  onSignedIn,
}: {
  redirectUrl: string;
  onSignedIn(result: SignInResult): void;
}) {
  const [details, setDetails] = useState<SignUpDetails>(EMPTY);
  const [codeSent, setCodeSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [usePassword, setUsePassword] = useState(false);
  const [password, setPassword] = useState('');
  const feedback = useFormFeedback();

  const set = (field: keyof SignUpDetails) => (value: string) => setDetails((d) => ({ ...d, [field]: value }));

  /** Checks the details; reports the first problem and returns false when there is one. */
  function detailsAreValid(): boolean {
    const problem = signUpProblem(trimDetails(details));
    if (problem) feedback.fail(problem.message, problem.fields, problem.fieldMessages);
    return problem === null;
  }

  async function verifyEmail() {
    if (feedback.busy || !detailsAreValid()) return;
    feedback.setBusy(true);
    const reply = await requestSignUpCode(trimDetails(details), redirectUrl);
    feedback.setBusy(false);
    if (reply.status !== SUCCESS) return feedback.refuse(reply);
    setCodeSent(true);
    feedback.succeed(reply.statusText);
  }

  async function createMyAccount(event: FormEvent) {
    event.preventDefault();
    if (!codeSent) return verifyEmail();
    if (feedback.busy || !detailsAreValid()) return;
    if (!otp) return feedback.fail(AUTH_MESSAGES.emptyOtp, ['otp']);
    if (usePassword && password.length < PASSWORD_MIN_LENGTH) {
      return feedback.fail(AUTH_MESSAGES.emptyPassword, ['password']);
    }
    feedback.setBusy(true);
    const reply = await createAccount(trimDetails(details), redirectUrl, otp, usePassword ? password : null);
    feedback.setBusy(false);
    const result = signInResultOf(reply);
    if (!result) return feedback.refuse(reply);
    onSignedIn(result);
  }

  const invalid = (field: string) => feedback.invalid.has(field);

  return (
    <form noValidate onSubmit={createMyAccount} aria-busy={feedback.busy}>
      <div className="auth-form__row">
        <TextField
          label="First Name"
          name="first_name"
          autoComplete="given-name"
          required
          value={details.first_name}
          onValueChange={set('first_name')}
          invalid={invalid('first_name')}
          error={feedback.fieldMessages.get('first_name')}
        />
        <TextField
          label="Last Name"
          name="last_name"
          autoComplete="family-name"
          required
          value={details.last_name}
          onValueChange={set('last_name')}
          invalid={invalid('last_name')}
          error={feedback.fieldMessages.get('last_name')}
        />
      </div>
      <div className="auth-form__row">
        <PhoneField
          label="Mobile Number"
          name="mobile_number"
          autoComplete="tel-national"
          required
          value={details.mobile_number}
          onValueChange={set('mobile_number')}
          invalid={invalid('mobile_number')}
        />
        <PhoneField
          label="Work Phone (optional)"
          name="work_phone"
          value={details.work_phone}
          onValueChange={set('work_phone')}
          invalid={invalid('work_phone')}
        />
      </div>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={details.email}
        onValueChange={set('email')}
        invalid={invalid('email')}
        error={feedback.fieldMessages.get('email')}
      />
      <FormMessage text={feedback.message.text} tone={feedback.message.tone} />
      {codeSent ? (
        <>
          <OtpField value={otp} onValueChange={setOtp} invalid={invalid('otp')} />
          <label className="checkbox">
            <input
              type="checkbox"
              name="usePassword"
              checked={usePassword}
              onChange={(event) => setUsePassword(event.target.checked)}
            />
            Use Password
          </label>
          {usePassword ? (
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              minLength={PASSWORD_MIN_LENGTH}
              required
              value={password}
              onValueChange={setPassword}
              invalid={invalid('password')}
            />
          ) : null}
        </>
      ) : null}
      <div className="dialog__actions">
        {codeSent ? (
          <>
            <button type="submit" className="button" aria-busy={feedback.busy}>
              Create My Account
            </button>
            <button
              type="button"
              className="button button--secondary"

              onClick={() => void verifyEmail()}
            >
              Send a New Code
            </button>
          </>
        ) : (
          <button type="submit" className="button" aria-busy={feedback.busy}>
            Verify Email
          </button>
        )}
      </div>
    </form>
  );
}
