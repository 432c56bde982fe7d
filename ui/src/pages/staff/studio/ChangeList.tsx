import { useId } from 'react';
import { changesBySection, compactValue, type DefinitionComparison, type DefinitionDifference } from 'engine';
import './changeList.css';

/** Props of a ChangeList. */
export interface ChangeListProps {
  /** What compareDefinitions gave for the two versions. */
  comparison: DefinitionComparison;
  /** The older version as staff name it ('Version 3, published'). */
  beforeLabel: string;
  /** The newer version as staff name it ('Draft of version 4'). */
  afterLabel: string;
  /** The level of the component's headings (its sections' are one below): 2 on its own page, 3 inside a section. */
  headingLevel?: 2 | 3;
}

/** Values longer than this show their start, with the whole value a click away. */
const SHORT_VALUE = 160;

/** What a microdiff entry did, in words (never only a colour). */
const DIFFERENCE_WORDS: Record<DefinitionDifference['type'], string> = {
  CREATE: 'Added',
  REMOVE: 'Removed',
  CHANGE: 'Changed',
};

/** A JSON value, compact; a long one shows its start and opens whole, wrapped. */
function JsonValue({ value }: { value: unknown }) {
  if (value === undefined) return <span className="studio-diff__none">nothing</span>;
  const text = JSON.stringify(value);
  if (text.length <= SHORT_VALUE) return <code className="studio-diff__value">{text}</code>;
  return (
    <details className="studio-diff__long">
      <summary>
        <code className="studio-diff__value">{compactValue(value, SHORT_VALUE)}</code>
        <span className="visually-hidden"> (show the whole value)</span>
      </summary>
      <pre className="studio-diff__whole">{JSON.stringify(value, null, 2)}</pre>
    </details>
  );
}

function DifferenceEntry({ entry, beforeLabel, afterLabel }: { entry: DefinitionDifference } & Labels) {
  return (
    <li className={`studio-diff studio-diff--${entry.type.toLowerCase()}`}>
      <p className="studio-diff__head">
        <span className="studio-diff__type">{DIFFERENCE_WORDS[entry.type]}</span>{' '}
        <code className="studio-diff__path">{entry.path.join(' › ')}</code>
      </p>
      <dl className="studio-diff__values">
        {entry.type !== 'CREATE' && (
          <div>
            <dt>{beforeLabel}</dt>
            <dd>
              <JsonValue value={entry.oldValue} />
            </dd>
          </div>
        )}
        {entry.type !== 'REMOVE' && (
          <div>
            <dt>{afterLabel}</dt>
            <dd>
              <JsonValue value={entry.value} />
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

interface Labels {
  beforeLabel: string;
  afterLabel: string;
}

/**
 * The differences between two versions of a form: the change list in plain words, grouped by step or section, and
 * beside it (below it on a narrow screen) the JSON difference, entry by entry.
 */
export function ChangeList({ comparison, beforeLabel, afterLabel, headingLevel = 2 }: ChangeListProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sections = changesBySection(comparison.changes);
  const count = comparison.changes.length;
  return (
    <div className="studio-compare">
      <div className="studio-compare__columns">
        <section className="studio-compare__changes" aria-labelledby={`${id}-changes`}>
          <Heading id={`${id}-changes`}>
            Changes from {beforeLabel} to {afterLabel}
          </Heading>
          {count === 0 ? (
            <p>No changes: the two versions are the same.</p>
          ) : (
            <p className="studio-compare__count">{count === 1 ? '1 change' : `${count} changes`}</p>
          )}
          {sections.map(({ section, changes }, place) => (
            <section key={section} className="studio-change-group" aria-labelledby={`${id}-section-${place}`}>
              <Subheading id={`${id}-section-${place}`} className="studio-change-group__title">
                {section}
              </Subheading>
              <ul className="studio-change-list">
                {changes.map((change, index) => (
                  <li key={index} className="studio-change-list__item">
                    {change.words}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
        <section className="studio-compare__json" aria-labelledby={`${id}-json`}>
          <Heading id={`${id}-json`}>JSON difference</Heading>
          {comparison.diff.length === 0 ? (
            <p>The two definitions are identical.</p>
          ) : (
            <ol className="studio-diff-list">
              {comparison.diff.map((entry, index) => (
                <DifferenceEntry key={index} entry={entry} beforeLabel={beforeLabel} afterLabel={afterLabel} />
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}
