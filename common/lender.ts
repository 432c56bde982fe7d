/** Facts about the lender that the site, e-mails and letters all print. */
export const LENDER = {
  name: 'Harbor Oak Mortgage',
  legalName: 'Harbor Oak Mortgage, LLC',
  nmlsId: '1020884',
  supportPhone: '(800) 555-0142',
  supportPhoneHref: 'tel:+18005550142',
  infoEmail: 'info@harboroakmortgage.com',
  hours: 'Weekdays 8 AM to 5:30 PM EST',
  address: {
    street: '4500 Lakeshore Plaza Drive, Suite 300',
    city: 'Tampa',
    state: 'FL',
    zip: '33607',
  },
  foundedYear: 2013,
} as const;

/** One-line postal address of the corporate office. */
export function lenderAddressLine(): string {
  const a = LENDER.address;
  return `${a.street}, ${a.city}, ${a.state} ${a.zip}`;
}
