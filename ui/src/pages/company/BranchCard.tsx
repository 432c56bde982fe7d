import { ExternalLink } from '../legal/ExternalLink.tsx';
import { phoneHref } from '../officers/officerGroups.ts';
import { directionsUrl } from './branchOffices.ts';

/** Props of one office card. */
interface BranchCardProps {
  name: string;
  address: string;
  phone: string;
  nmlsId: string;
  note?: string;
}

/** One office: name, address, phone, NMLS ID and a directions link that opens Google Maps in a new tab. */
export function BranchCard({ name, address, phone, nmlsId, note }: BranchCardProps) {
  return (
    <li className="branch-card">
      <h3 className="branch-card__name">{name}</h3>
      {note ? <p className="branch-card__note">{note}</p> : null}
      <address className="branch-card__address">{address}</address>
      <p>
        Phone: <a href={phoneHref(phone)}>{phone}</a>
      </p>
      <p className="branch-card__nmls">NMLS ID {nmlsId}</p>
      <ExternalLink href={directionsUrl(address)} className="branch-card__directions">
        Get directions<span className="visually-hidden"> to {name}</span>
      </ExternalLink>
    </li>
  );
}
