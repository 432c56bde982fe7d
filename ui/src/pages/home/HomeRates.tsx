import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiGet, SUCCESS } from 'ui/api/client.ts';
import type { RatesCredit } from '../rates/rateQueries.ts';
import { ratePercent, ratesDateOf } from '../rates/rateFormat.ts';

/**
 * Today's 30-year fixed rate and the credit scores we lend from (GET /api/common/ratescredit). The figures stay
 * hidden when the call fails or no rate is published; the links always show.
 */
export function HomeRates() {
  const [figures, setFigures] = useState<RatesCredit | null>(null);

  useEffect(() => {
    let current = true;
    void apiGet<RatesCredit[]>('common/ratescredit').then((envelope) => {
      const item = envelope.status === SUCCESS ? envelope.data?.[0] : undefined;
      if (current && item) setFigures(item);
    });
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="home-rates" aria-labelledby="home-rates-heading">
      <div className="container home-rates__inner">
        <h2 id="home-rates-heading">Today’s rates and credit</h2>
        <dl className="home-rates__figures">
          {figures && figures.rates > 0 ? (
            <div>
              <dt>30-Yr Fixed purchase</dt>
              <dd>
                <strong className="home-rates__rate">{ratePercent(figures.rates)}</strong>
                <span>
                  {ratePercent(figures.apr)} APR
                  {figures.effectiveDate ? ` · as of ${ratesDateOf(figures.effectiveDate)}` : ''}
                </span>
              </dd>
            </div>
          ) : null}
          {figures ? (
            <div>
              <dt>Credit scores we lend from</dt>
              <dd>
                <strong>{figures.credit}</strong>
                <span>
                  {figures.creditProgram} loans; conventional loans from {figures.conventionalCredit}
                </span>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="home-rates__links">
          <Link to="/mortgagerates">See all of today’s rates</Link>
        </p>
      </div>
    </section>
  );
}
