import { describe, expect, it } from 'vitest';
import { TEXT_MESSAGE } from 'engine';
import { ApiError } from 'server/http/envelope.ts';
import { parsePasswordChange, parseSignIn, parseSignUp } from './accountInput.ts';

function rejection(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a 400');
}

const person = {
  first_name: ' Dana ',
  last_name: 'Reyes',
  mobile_number: '813.555.0199',
  email: ' Dana.Reyes@Example.COM ',
  scope: 'OTP',
  apptype: 'lend',
};

describe('parseSignUp', () => {
  it('asks for a code when no otp is given, with trimmed, lower-cased and formatted values', () => {
    expect(parseSignUp(person)).toEqual({
      step: 'requestCode',
      details: {
        firstName: 'Dana',
        lastName: 'Reyes',
        mobileNumber: '(813) 555-0199',
        workPhone: null,
        email: 'dana.reyes@example.com',
      },
    });
  });

  it('lists every missing field under All fields are mandatory', () => {
    const error = rejection(() => parseSignUp({ scope: 'OTP', email: 'bad' }));
    expect(error.httpStatus).toBe(400);
    expect(error.statusText).toBe('All fields are mandatory');
    expect(error.errors).toEqual(['first_name', 'last_name', 'mobile_number', 'email']);
  });

  it('reports a bad e-mail and bad phones with their own messages', () => {
    expect(rejection(() => parseSignUp({ ...person, email: 'dana@' }))).toMatchObject({
      statusText: 'Enter valid email',
      errors: ['email'],
    });
    expect(rejection(() => parseSignUp({ ...person, mobile_number: '555-0199' }))).toMatchObject({
      statusText: 'Enter valid phone number',
      errors: ['mobile_number'],
    });
    expect(rejection(() => parseSignUp({ ...person, work_phone: '0123456789' }))).toMatchObject({
      statusText: 'Enter valid phone number',
      errors: ['work_phone'],
    });
  });

  it('refuses direction controls, zero-width characters and byte-order marks in names and e-mails, never strips them', () => {
    for (const name of ['Dana\u202Egnp.exe', '\u2066Reyes\u2069', 'Re\u200Byes', '\uFEFFReyes', 'Reyes\uFEFF']) {
      expect(rejection(() => parseSignUp({ ...person, last_name: name }))).toMatchObject({
        statusText: TEXT_MESSAGE,
        errors: ['last_name'],
        fieldErrors: [{ path: 'last_name', message: TEXT_MESSAGE }],
      });
    }
    for (const email of ['dana\u200B@example.com', 'dana@example.com\uFEFF', '\u202Edana@example.com']) {
      expect(rejection(() => parseSignUp({ ...person, email }))).toMatchObject({
        statusText: TEXT_MESSAGE,
        fieldErrors: [{ path: 'email', message: TEXT_MESSAGE }],
      });
      expect(rejection(() => parseSignIn({ email, scope: 'OTP' }))).toMatchObject({
        statusText: TEXT_MESSAGE,
        errors: ['email'],
      });
    }
    expect(parseSignUp({ ...person, last_name: 'حداد' }).details.lastName).toBe('حداد');
  });

  it('limits names to 50 characters', () => {
    expect(rejection(() => parseSignUp({ ...person, last_name: 'x'.repeat(51) }))).toMatchObject({
      statusText: 'Last name must be at most 50 characters.',
      errors: ['last_name'],
    });
  });

  it('creates with a 6-digit code, and asks a password of 8 to 128 characters with Use Password', () => {
    expect(parseSignUp({ ...person, otp: '012345' })).toMatchObject({ step: 'create', code: '012345', password: null });
    expect(rejection(() => parseSignUp({ ...person, otp: '12345' }))).toMatchObject({
      statusText: 'Enter Valid OTP',
      errors: ['otp'],
    });
    const withPassword = { ...person, scope: 'EMAIL', otp: '123456' };
    expect(rejection(() => parseSignUp(withPassword))).toMatchObject({
      statusText: 'Enter Valid Password',
      errors: ['password'],
    });
    expect(rejection(() => parseSignUp({ ...withPassword, password: 'short' }))).toMatchObject({
      statusText: 'Password must be at least 8 characters',
      errors: ['password'],
    });
    expect(rejection(() => parseSignUp({ ...withPassword, password: 'x'.repeat(129) }))).toMatchObject({
      statusText: 'Password must be at most 128 characters',
      errors: ['password'],
    });
    expect(parseSignUp({ ...withPassword, password: ' long enough ' })).toMatchObject({
      scope: 'EMAIL',
      password: ' long enough ',
    });
  });

  it('requires a known scope', () => {
    expect(rejection(() => parseSignUp({ ...person, scope: 'SMS' }))).toMatchObject({ errors: ['scope'] });
  });
});

describe('parseSignIn', () => {
  it('reads the three ways in', () => {
    expect(parseSignIn({ email: 'A@B.co', scope: 'OTP' })).toEqual({ step: 'requestCode', email: 'a@b.co' });
    expect(parseSignIn({ email: 'a@b.co', scope: 'otp', otp: '654321' })).toEqual({
      step: 'code',
      email: 'a@b.co',
      code: '654321',
    });
    expect(parseSignIn({ email: 'a@b.co', scope: 'EMAIL', password: 'secret' })).toEqual({
      step: 'password',
      email: 'a@b.co',
      password: 'secret',
    });
  });

  it('gives the spec messages', () => {
    expect(rejection(() => parseSignIn({ email: 'nope', scope: 'OTP' }))).toMatchObject({
      statusText: 'Enter valid email',
      errors: ['email'],
    });
    expect(rejection(() => parseSignIn({ email: 'a@b.co', scope: 'OTP', otp: '12a456' }))).toMatchObject({
      statusText: 'Enter Valid OTP',
      errors: ['otp'],
    });
    expect(rejection(() => parseSignIn({ email: 'a@b.co', scope: 'EMAIL' }))).toMatchObject({
      statusText: 'Enter Valid Password',
      errors: ['password'],
    });
  });
});

describe('parsePasswordChange', () => {
  const change = { oldpassword: 'old password', newpassword: 'new password', conpassword: 'new password' };

  it('lists the empty fields', () => {
    expect(rejection(() => parsePasswordChange({ newpassword: 'x' }, true))).toMatchObject({
      statusText: 'All fields are mandatory',
      errors: ['oldpassword', 'conpassword'],
    });
  });

  it('checks the confirmation, then the length', () => {
    expect(rejection(() => parsePasswordChange({ ...change, conpassword: 'other' }, true))).toMatchObject({
      statusText: 'Password does not match',
      errors: ['conpassword'],
    });
    expect(
      rejection(() => parsePasswordChange({ ...change, newpassword: 'short', conpassword: 'short' }, true)),
    ).toMatchObject({ statusText: 'Password must be at least 8 characters', errors: ['newpassword'] });
  });

  it('neither asks nor reads the current password of an account without one', () => {
    expect(parsePasswordChange({ ...change, oldpassword: '' }, false)).toEqual({
      oldPassword: '',
      newPassword: 'new password',
    });
    expect(parsePasswordChange(change, true)).toEqual({ oldPassword: 'old password', newPassword: 'new password' });
  });
});
