import { LENDER } from 'common';

/** One state where the company is licensed to make mortgage loans. */
export interface StateLicense {
  state: string;
  license: string;
  number: string;
  regulator: string;
  regulatorUrl: string;
}

/** The company's state licences, by state name; states that use the NMLS ID as the licence number show it. */
export const STATE_LICENSES: readonly StateLicense[] = [
  {
    state: 'Alabama',
    license: 'Consumer Credit License',
    number: '22841',
    regulator: 'Alabama State Banking Department',
    regulatorUrl: 'https://banking.alabama.gov/',
  },
  {
    state: 'California',
    license: 'Residential Mortgage Lending Act License',
    number: '41DBO-178204',
    regulator: 'Department of Financial Protection and Innovation',
    regulatorUrl: 'https://dfpi.ca.gov/',
  },
  {
    state: 'Florida',
    license: 'Mortgage Lender License',
    number: 'MLD1874',
    regulator: 'Office of Financial Regulation',
    regulatorUrl: 'https://flofr.gov/',
  },
  {
    state: 'Georgia',
    license: 'Mortgage Lender License/Registration',
    number: '71846',
    regulator: 'Department of Banking and Finance',
    regulatorUrl: 'https://dbf.georgia.gov/',
  },
  {
    state: 'Mississippi',
    license: 'Mortgage Lender License',
    number: LENDER.nmlsId,
    regulator: 'Department of Banking and Consumer Finance',
    regulatorUrl: 'https://www.dbcf.ms.gov/',
  },
  {
    state: 'North Carolina',
    license: 'Mortgage Lender License',
    number: 'L-189247',
    regulator: 'Office of the Commissioner of Banks',
    regulatorUrl: 'https://www.nccob.nc.gov/',
  },
  {
    state: 'South Carolina',
    license: 'Mortgage Lender/Servicer License',
    number: `MLS-${LENDER.nmlsId}`,
    regulator: 'State Board of Financial Institutions',
    regulatorUrl: 'https://bofi.sc.gov/',
  },
  {
    state: 'Tennessee',
    license: 'Mortgage License',
    number: LENDER.nmlsId,
    regulator: 'Department of Financial Institutions',
    regulatorUrl: 'https://www.tn.gov/tdfi.html',
  },
  {
    state: 'Texas',
    license: 'Mortgage Banker Registration',
    number: LENDER.nmlsId,
    regulator: 'Department of Savings and Mortgage Lending',
    regulatorUrl: 'https://www.sml.texas.gov/',
  },
];
