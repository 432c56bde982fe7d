/** A branch office: its name, street address, phone and branch NMLS ID. */
export interface BranchOffice {
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  nmlsId: string;
}

/** The nine branch offices (part 2 §2.9), by state then city. Phone numbers use the reserved 555-01xx range. */
export const BRANCH_OFFICES: readonly BranchOffice[] = [
  branch('Orlando', '7380 Sand Lake Road, Suite 410', 'Orlando', 'FL', '32819', '(407) 555-0130', '2214507'),
  branch(
    'Jacksonville',
    '10151 Deerwood Park Boulevard, Suite 220',
    'Jacksonville',
    'FL',
    '32256',
    '(904) 555-0131',
    '2214512',
  ),
  branch('Houston', '2700 Post Oak Boulevard, Suite 1450', 'Houston', 'TX', '77056', '(713) 555-0132', '2214526'),
  branch('Dallas', '5430 LBJ Freeway, Suite 900', 'Dallas', 'TX', '75240', '(214) 555-0133', '2214531'),
  branch('Charleston', '145 King Street, Suite 305', 'Charleston', 'SC', '29401', '(843) 555-0134', '2214548'),
  branch('Jackson', '210 East Capitol Street, Suite 1100', 'Jackson', 'MS', '39201', '(601) 555-0135', '2214553'),
  branch('Nashville', '3100 West End Avenue, Suite 700', 'Nashville', 'TN', '37203', '(615) 555-0136', '2214567'),
  branch(
    'San Diego',
    '4370 La Jolla Village Drive, Suite 640',
    'San Diego',
    'CA',
    '92122',
    '(619) 555-0137',
    '2214572',
  ),
  branch('Sacramento', '2150 River Plaza Drive, Suite 260', 'Sacramento', 'CA', '95833', '(916) 555-0138', '2214589'),
];

function branch(
  name: string,
  street: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
  nmlsId: string,
): BranchOffice {
  return { name, street, city, state, zip, phone, nmlsId };
}

/** A Google Maps directions link to an address, opened by the visitor from wherever they are. */
export function directionsUrl(address: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** A branch's one-line postal address. */
export function branchAddress(office: BranchOffice): string {
  return `${office.street}, ${office.city}, ${office.state} ${office.zip}`;
}
