import { LENDER, lenderAddressLine } from 'common';

/** The closing lines of every mail the public forms send to the person who filled them. */
export function lenderSignature(): string[] {
  return [
    `If you would like to talk sooner, call us at ${LENDER.supportPhone} (${LENDER.hours}).`,
    '',
    LENDER.name,
    `NMLS ${LENDER.nmlsId}`,
    lenderAddressLine(),
    '',
  ];
}
