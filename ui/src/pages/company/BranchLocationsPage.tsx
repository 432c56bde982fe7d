import { LENDER, lenderAddressLine } from 'common';
import { BranchCard } from './BranchCard.tsx';
import { BRANCH_OFFICES, branchAddress } from './branchOffices.ts';
import '../legal/legal.css';
import './company.css';

/** /branch: the corporate office and the nine branch offices, each with a directions link. */
export default function BranchLocationsPage() {
  return (
    <div className="container page branches-page">
      <h1>Branch Locations</h1>
      <p className="branches-page__intro">
        Visit us in person or call the office nearest you. Office hours: {LENDER.hours}. Your loan officer can arrange a
        meeting outside those hours.
      </p>

      <h2>Corporate office</h2>
      <ul className="branch-list">
        <BranchCard
          name={`${LENDER.name} headquarters`}
          note={LENDER.legalName}
          address={lenderAddressLine()}
          phone={LENDER.supportPhone}
          nmlsId={LENDER.nmlsId}
        />
      </ul>

      <h2>Branch offices</h2>
      <ul className="branch-list">
        {BRANCH_OFFICES.map((office) => (
          <BranchCard
            key={office.nmlsId}
            name={`${office.name}, ${office.state}`}
            address={branchAddress(office)}
            phone={office.phone}
            nmlsId={office.nmlsId}
          />
        ))}
      </ul>
    </div>
  );
}
