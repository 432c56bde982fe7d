import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { LenderContactPanel } from '../contact/LenderContactPanel.tsx';
import '../contact/contact.css';
import { FAQ_ENTRIES } from './faqContent.ts';
import './faq.css';

/** /faq: nine questions, one answer open at a time, beside the lender's contact details. */
export default function FaqPage() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();

  return (
    <div className="container page faq-page">
      <h1>Frequently Asked Questions</h1>
      <p className="faq-page__intro">
        Straight answers to the questions home buyers ask us most. Do not see yours? Call or write to us.
      </p>
      <div className="faq-page__grid">
        <div className="faq-list">
          {FAQ_ENTRIES.map((entry, index) => {
            const expanded = open === index;
            const buttonId = `${baseId}-question-${index}`;
            const panelId = `${baseId}-answer-${index}`;
            return (
              <div key={entry.question} className="faq-item">
                <h2 className="faq-item__heading">
                  <button
                    type="button"
                    id={buttonId}
                    className="faq-item__button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : index)}
                  >
                    {entry.question}
                    <span className="faq-item__icon" aria-hidden="true" />
                  </button>
                </h2>
                <div id={panelId} className="faq-item__answer" hidden={!expanded}>
                  {entry.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
        <div className="faq-page__contact">
          <LenderContactPanel headingId="faq-contact-heading" />
          <p className="faq-page__contact-link">
            <Link to="/contact">Send us a message</Link>
          </p>
        </div>
      </div>
    </div>
  );
}
