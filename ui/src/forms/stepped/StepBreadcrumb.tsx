import { useId } from 'react';
import type { FormDefinition, FormStep } from 'engine';
import type { FormData } from '../definitionValidator.ts';
import { stepSummary } from './stepSlice.ts';

/** The breadcrumb's title: the definition's `ui:options.breadcrumb` ('Home Purchase'), else its title. */
export function breadcrumbTitleOf(definition: FormDefinition): string {
  const options = definition.uiSchema['ui:options'] as { breadcrumb?: unknown } | undefined;
  return typeof options?.breadcrumb === 'string' && options.breadcrumb ? options.breadcrumb : definition.title;
}

/**
 * The trail of a stepped form (part 1 §2: 'Home Purchase' with the earlier steps and their summaries): each
 * earlier step on the person's path is a button back to it, the step on screen is marked current.
 */
export function StepBreadcrumb({
  definition,
  record,
  steps,
  current,
  onGo,
}: {
  definition: FormDefinition;
  record: FormData;
  steps: readonly FormStep[];
  current: FormStep;
  onGo(step: string): void;
}) {
  const titleId = useId();
  return (
    <nav className="step-trail" aria-labelledby={titleId}>
      <p id={titleId} className="step-trail__title">
        {breadcrumbTitleOf(definition)}
      </p>
      <ol className="step-trail__steps">
        {steps.map((step) => {
          const summary = stepSummary(definition, step, record);
          return (
            <li key={step.id} className="step-trail__step">
              <button type="button" className="step-trail__link" onClick={() => onGo(step.id)}>
                <span className="step-trail__name">{step.title}</span>
                {summary ? <span className="step-trail__summary">{summary}</span> : null}
              </button>
            </li>
          );
        })}
        <li className="step-trail__step step-trail__step--current" aria-current="step">
          <span className="step-trail__name">{current.title}</span>
        </li>
      </ol>
    </nav>
  );
}
