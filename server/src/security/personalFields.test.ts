import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealedField,
  maskSsn,
  openField,
  PersonalFieldError,
  personalKeyring,
  resealField,
  sealField,
} from './personalFields.ts';

const oldSecret = randomBytes(32);
const newSecret = randomBytes(32);
const PLACE = 'preapproval:7:stage7.borrower.taxIdentificationIdentifier';

describe('personal fields sealed at rest', () => {
  it('seals an SSN so that neither it nor its digits show, and opens it at its place', () => {
    const ring = personalKeyring(newSecret);
    const sealed = sealField(ring, PLACE, '123-45-6789');
    expect(isSealedField(sealed)).toBe(true);
    expect(sealed).not.toContain('6789');
    expect(sealed.split('.')[1]).toBe(ring.currentId);
    expect(sealField(ring, PLACE, '123-45-6789')).not.toBe(sealed);
    expect(openField(ring, PLACE, sealed)).toBe('123-45-6789');
  });

  it('refuses a value moved to another record or field, changed, or sealed under a key the ring lacks', () => {
    const ring = personalKeyring(newSecret);
    const sealed = sealField(ring, PLACE, '123-45-6789');
    expect(() => openField(ring, 'preapproval:8:stage7.borrower.taxIdentificationIdentifier', sealed)).toThrow(
      PersonalFieldError,
    );
    const parts = sealed.split('.');
    const body = Buffer.from(parts[4] ?? '', 'base64url');
    body[0] = (body[0] ?? 0) ^ 1;
    const changed = [...parts.slice(0, 4), body.toString('base64url')].join('.');
    expect(() => openField(ring, PLACE, changed)).toThrow(PersonalFieldError);
    expect(() => openField(personalKeyring(randomBytes(32)), PLACE, sealed)).toThrow(/does not hold/);
    expect(() => openField(ring, PLACE, '123-45-6789')).toThrow(PersonalFieldError);
  });

  it('rotates: values sealed under the previous secret open, and are resealed under the current key', () => {
    const before = personalKeyring(oldSecret);
    const sealed = sealField(before, PLACE, '07/04/1985');
    const after = personalKeyring(newSecret, [oldSecret]);
    expect(after.currentId).not.toBe(before.currentId);
    expect(openField(after, PLACE, sealed)).toBe('07/04/1985');
    const resealed = resealField(after, PLACE, sealed);
    expect(resealed.split('.')[1]).toBe(after.currentId);
    expect(openField(personalKeyring(newSecret), PLACE, resealed)).toBe('07/04/1985');
    expect(resealField(after, PLACE, resealed)).toBe(resealed);
  });

  it('masks an SSN to its last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('***-**-6789');
    expect(maskSsn('123456789')).toBe('***-**-6789');
    expect(maskSsn('12')).toBe('***-**-****');
  });
});
