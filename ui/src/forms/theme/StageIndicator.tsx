import { useId } from 'react';
import { Link } from 'react-router-dom';
import { visibleStages } from './stages.ts';
import './structure.css';

/** Props of the 1003 stage indicator. */
export interface StageIndicatorProps {
  /** The stage on screen, 1 to 6. */
  stage: number;
  /** The furthest stage reached (the application's stageIndicator); earlier and equal stages are links. */
  reached: number;
  /** Stage 4 (Co-Borrower) is shown only when the application has a co-borrower. */
  hasCoBorrower: boolean;
  /** Stages saved with answers missing (Save & Finish Later): each says 'Not complete'. */
  incomplete?: readonly number[];
  /** The route of a stage; `/stage<N>` when omitted. */
  pathOf?: (stage: number) => string;
  /** The element of '1003 Form - Complete Application': the page's h1 on a stage page, a paragraph elsewhere. */
  titleAs?: 'p' | 'h1';
}

const defaultPath = (stage: number) => `/stage${stage}`;

/**
 * The frame of every 1003 stage (part 2 §2.3): '1003 Form - Complete Application', 'Step X of N' and numbered
 * navigation. N is 6 with a co-borrower and 5 without; stages up to the furthest reached are links, later ones are
 * plain text, and the stage on screen carries aria-current="step". A stage saved with answers missing says so.
 */
export function StageIndicator({
  stage,
  reached,
  hasCoBorrower,
  incomplete = [],
  pathOf = defaultPath,
  titleAs: Title = 'p',
}: StageIndicatorProps) {
  const stages = visibleStages(hasCoBorrower);
  const position = stages.findIndex((item) => item.number === stage);
  const titleId = useId();
  return (
    <nav className="stage-indicator" aria-labelledby={titleId}>
      <div className="stage-indicator__header">
        <Title id={titleId} className="stage-indicator__title">
          1003 Form - Complete Application
        </Title>
        {position >= 0 && (
          <p className="stage-indicator__count">
            Step {position + 1} of {stages.length}
          </p>
        )}
      </div>
      <ol className="stage-indicator__steps">
        {stages.map((item, index) => {
          const current = item.number === stage;
          const state = current ? 'current' : item.number <= reached ? 'done' : 'later';
          const unfinished = incomplete.includes(item.number);
          const content = (
            <>
              <span className="stage-indicator__number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="stage-indicator__name">
                <span className="visually-hidden">Step {index + 1}: </span>
                {item.name}
                {unfinished ? (
                  <span className="stage-indicator__incomplete">
                    <span className="visually-hidden">, </span>Not complete
                  </span>
                ) : (
                  state === 'done' && <span className="visually-hidden"> (completed)</span>
                )}
              </span>
            </>
          );
          return (
            <li key={item.number} className={`stage-indicator__step stage-indicator__step--${state}`}>
              {current ? (
                <span className="stage-indicator__label" aria-current="step">
                  {content}
                </span>
              ) : state === 'done' ? (
                <Link className="stage-indicator__label" to={pathOf(item.number)}>
                  {content}
                </Link>
              ) : (
                <span className="stage-indicator__label">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
