import { NavLink, useNavigate } from 'react-router-dom';
import { LENDER } from 'common';
import { LOAN_OPTION_LINKS } from 'ui/layout/navigation.ts';
import type { LoanOption } from './loanOptionContent.ts';
import './loans.css';

/** A bulleted list under its own heading. */
function ListSection({ heading, items }: { heading: string; items: string[] }) {
  return (
    <section className="loan-page__section">
      <h2>{heading}</h2>
      <ul className="loan-page__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The shared frame of the nine loan option pages: a side panel listing every loan type (the current one marked),
 * the highlights with Apply Now, then what the loan is, who it suits, requirements, pros and cons, an example and
 * an FAQ snippet. Apply Now reloads the page with q=/stage1, which opens sign-in and then the application.
 */
export function LoanOptionLayout({ option }: { option: LoanOption }) {
  const navigate = useNavigate();
  return (
    <div className="container page loan-page">
      <div className="loan-page__grid">
        <article className="loan-page__content">
          <h1>{option.title}</h1>
          <p className="loan-page__lead">{option.lead}</p>

          <section className="loan-page__glance" aria-labelledby="loan-glance-heading">
            <h2 id="loan-glance-heading">At a glance</h2>
            <ul className="loan-page__highlights">
              {option.highlights.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <button type="button" className="button" onClick={() => navigate({ search: '?q=/stage1' })}>
              Apply Now
            </button>
          </section>

          <section className="loan-page__section">
            <h2>What it is</h2>
            {option.whatItIs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <ListSection heading="Who it suits" items={option.whoItSuits} />
          <ListSection heading="Key requirements" items={option.requirements} />

          <section className="loan-page__section">
            <h2>Pros and cons</h2>
            <div className="loan-page__pros-cons">
              <div className="loan-page__pros">
                <h3>Pros</h3>
                <ul className="loan-page__list">
                  {option.pros.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
              <div className="loan-page__cons">
                <h3>Cons</h3>
                <ul className="loan-page__list">
                  {option.cons.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </div>
            </div>
          </section>

          <section className="loan-page__section loan-page__example">
            <h2>{option.example.heading}</h2>
            {option.example.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>

          <section className="loan-page__section">
            <h2>Frequently asked</h2>
            {option.faq.map((item) => (
              <div key={item.question} className="loan-page__faq">
                <h3>{item.question}</h3>
                <p>{item.answer}</p>
              </div>
            ))}
          </section>
        </article>

        <aside className="loan-page__aside">
          <nav className="loan-nav" aria-labelledby="loan-nav-heading">
            <h2 id="loan-nav-heading">Loan options</h2>
            <ul>
              {LOAN_OPTION_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className="loan-nav__link">
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="loan-page__call">
            <h2>Talk to a loan officer</h2>
            <p>
              <a href={LENDER.supportPhoneHref}>{LENDER.supportPhone}</a>
              <br />
              {LENDER.hours}
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
