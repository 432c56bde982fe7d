import { useId } from 'react';
import { phoneHref, type OfficerGroup } from './officerGroups.ts';

/** One loan officer in the finder: name, NMLS ID, phone, e-mail, licensed states and licence numbers. */
export function OfficerCard({ officer }: { officer: OfficerGroup }) {
  const headingId = useId();
  return (
    <li className="officer-card">
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="officer-card__name">
          {officer.fullname}
        </h3>
        <dl className="officer-card__details">
          <div>
            <dt>NMLS ID</dt>
            <dd>{officer.nmls_id}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref(officer.work_phone)}>{officer.work_phone}</a>
            </dd>
          </div>
          <div>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${officer.email}`}>
                {/* Long addresses wrap after the @ rather than inside the domain. */}
                {officer.email.replace(/@.*$/, '')}
                <wbr />
                {officer.email.replace(/^[^@]*/, '')}
              </a>
            </dd>
          </div>
          <div>
            <dt>Licensed in</dt>
            <dd>{officer.licenses.map((license) => license.statename).join(', ')}</dd>
          </div>
          <div>
            <dt>License numbers</dt>
            <dd>
              <ul className="officer-card__licenses">
                {officer.licenses.map((license) => (
                  <li key={license.state}>
                    <abbr title={license.statename}>{license.state}</abbr> {license.license}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </article>
    </li>
  );
}
