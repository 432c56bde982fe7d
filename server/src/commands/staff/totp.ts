import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { LENDER } from 'common';

/**
 * The staff's second factor: RFC 6238 time-based codes (30-second steps, 6 digits, SHA-1), as every authenticator
 * app reads them from a QR code. A code is accepted one step either side of now (clock drift), and never twice:
 * a step at or before the last one accepted is refused.
 */

/** A new base32 secret for an authenticator app (160 bits). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads: issued by the lender, labelled with the staff e-mail. */
export function totpUri(email: string, secret: string): string {
  return generateURI({ issuer: LENDER.name, label: email, secret });
}

/** The QR code of an otpauth:// address, as a PNG data URL to show at enrolment. */
export function totpQrCode(uri: string): Promise<string> {
  return QRCode.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 220 });
}

/**
 * The time step a code matches (now or one step either side), or null when it matches none, is not 6 digits, or
 * matches only a step at or before `afterStep` (a code already used).
 */
export async function acceptedStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  // A TOTP result carries the step it matched (an HOTP one, which this never is, would not).
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
