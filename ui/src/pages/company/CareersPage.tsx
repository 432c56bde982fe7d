import { LENDER } from 'common';
import { LenderContactPanel } from '../contact/LenderContactPanel.tsx';
import '../contact/contact.css';
import './careers.css';

/** Where resumes go: the careers mailbox on the lender's own domain. */
const CAREERS_EMAIL = `careers@${LENDER.infoEmail.split('@')[1]}`;

/** One open position. */
interface Position {
  title: string;
  summary: string;
  duties: string[];
  skills: string[];
  niceToHave: string[];
}

const POSITIONS: Position[] = [
  {
    title: 'Full-Stack Developer',
    summary:
      'Build the borrower-facing site and the loan application our customers use every day: React in the browser, Node.js and PostgreSQL behind it.',
    duties: [
      'Build and maintain features across the React front end and the TypeScript/Node.js API',
      'Turn loan forms and business rules into accessible, well-tested screens',
      'Design PostgreSQL schemas and queries, and the background jobs that send letters and e-mails',
      'Review code, write automated tests and help keep the release pipeline green',
      'Work with loan officers and compliance staff to understand what borrowers need',
    ],
    skills: [
      '2–6 years of professional experience building web applications',
      'Strong TypeScript or JavaScript, with React on the front end and Node.js on the back end',
      'SQL, ideally PostgreSQL, and REST API design',
      'Automated testing and Git-based workflows',
      'Care for accessibility, security and personal data',
    ],
    niceToHave: ['Experience in mortgage, banking or another regulated industry', 'Familiarity with WCAG 2.1'],
  },
  {
    title: '.NET Developer',
    summary:
      'Build and integrate the services behind our loan operations: pricing, document processing and the connections to our loan origination system and investors.',
    duties: [
      'Develop and maintain services and APIs in C# and ASP.NET Core',
      'Build integrations with the loan origination system, credit and pricing vendors and investors',
      'Write and tune SQL Server queries, stored procedures and reports',
      'Automate document and data workflows for processing and underwriting',
      'Write unit and integration tests and support production releases',
    ],
    skills: [
      '2–6 years of professional experience with C# and .NET',
      'ASP.NET Core Web API and Entity Framework Core',
      'SQL Server, including query tuning',
      'Integrating third-party APIs (REST, SOAP, file exchanges)',
      'Git, code review and continuous integration',
    ],
    niceToHave: ['Experience with Azure', 'Knowledge of mortgage data standards such as MISMO'],
  },
];

/** /career: the open positions, how to apply by e-mail, and the contact panel. */
export default function CareersPage() {
  return (
    <div className="container page careers-page">
      <h1>Careers</h1>
      <p className="careers-page__intro">
        We are a growing mortgage lender that builds its own technology. Join a small team in {LENDER.address.city},{' '}
        {LENDER.address.state}, whose work helps families buy and keep their homes.
      </p>
      <div className="careers-page__grid">
        <div>
          <h2>Open positions</h2>
          {POSITIONS.map((position) => (
            <article key={position.title} className="job">
              <h3>{position.title}</h3>
              <ul className="job__facts">
                <li>2–6 years of experience</li>
                <li>Full-time</li>
                <li>
                  {LENDER.address.city}, {LENDER.address.state} (hybrid)
                </li>
              </ul>
              <p>{position.summary}</p>
              <h4>What you will do</h4>
              <ul>
                {position.duties.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4>What you bring</h4>
              <ul>
                {position.skills.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <h4>Nice to have</h4>
              <ul>
                {position.niceToHave.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p>
                <a
                  className="button"
                  href={`mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${position.title}`)}`}
                >
                  Apply for {position.title}
                </a>
              </p>
            </article>
          ))}
          <section className="careers-page__apply" aria-labelledby="careers-apply-heading">
            <h2 id="careers-apply-heading">How to apply</h2>
            <p>
              E-mail your resume to <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a> with the position in the
              subject line. A short note on a project you are proud of helps us more than a cover letter. We reply to
              every application.
            </p>
            <p>
              {LENDER.legalName} is an equal opportunity employer. We consider every qualified applicant without regard
              to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability or
              veteran status.
            </p>
          </section>
        </div>
        <LenderContactPanel headingId="careers-contact-heading" />
      </div>
    </div>
  );
}
