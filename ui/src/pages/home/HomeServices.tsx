import { Link } from 'react-router-dom';

const SERVICES = [
  {
    title: 'Mortgage calculators',
    text: 'Work out a monthly payment, what you can afford or how much extra payments save.',
    to: '/mortgagecalculator',
  },
  {
    title: 'Today’s rates',
    text: 'Purchase and refinance rates with their APRs, updated every business day.',
    to: '/mortgagerates',
  },
  {
    title: 'Find a loan officer',
    text: 'Talk to a licensed loan officer in your state about the loan that suits you.',
    to: '/findlo',
  },
  {
    title: 'Upload documents',
    text: 'Send pay stubs, bank statements and other documents securely from any device.',
    to: '/docupload',
  },
] as const;

/** Short cards for the services a borrower uses most, each linking to its page. */
export function HomeServices() {
  return (
    <section className="home-section home-services" aria-labelledby="home-services-heading">
      <div className="container">
        <h2 id="home-services-heading">Our services</h2>
        <ul className="home-cards">
          {SERVICES.map((service) => (
            <li key={service.to} className="home-card">
              <h3>
                <Link to={service.to}>{service.title}</Link>
              </h3>
              <p>{service.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
