import { useId, useState } from 'react';
import type { FormDefinition, FormFixtures } from 'engine';
import { SUCCESS } from 'ui/api/client.ts';
import { staffRequest } from '../staffApi.ts';

/** Whether a value has the shape of a definition's examples (the server checks them again). */
function isFixtures(value: unknown): value is FormFixtures {
  const fixtures = value as Partial<FormFixtures> | null;
  return (
    typeof fixtures === 'object' &&
    fixtures !== null &&
    Array.isArray(fixtures.valid) &&
    Array.isArray(fixtures.invalid) &&
    fixtures.invalid.every((example) => typeof example === 'object' && example !== null && 'data' in example)
  );
}

/**
 * The draft's examples (right answers, and wrong ones with the messages they get), which its checks and preview
 * use: after a message is reworded or a rule changes, the author takes the draft's messages into the wrong-answer
 * examples with one button, or edits the examples as JSON (a new required question needs an answer in each right
 * one). Each change is saved at the revision read, as every draft save is.
 */
export function DraftExamples({
  formId,
  version,
  revision,
  definition,
  fixtures,
  onChanged,
}: {
  formId: string;
  version: number;
  revision: number;
  definition: FormDefinition;
  fixtures: FormFixtures | null;
  onChanged: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(() => JSON.stringify(fixtures ?? { valid: [], invalid: [] }, null, 2));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `staff/forms/${encodeURIComponent(formId)}/draft`;
  const run = async (call: () => Promise<{ status: number; statusText: string }>) => {
    setBusy(true);
    const reply = await call();
    setBusy(false);
    if (reply.status === SUCCESS) {
      setProblem(null);
      onChanged(reply.statusText);
    } else setProblem(reply.statusText);
  };
  const refresh = () => run(() => staffRequest('POST', `${path}/examples/refresh`, { version, revision }));
  const save = () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      setProblem(`The examples are not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
      return;
    }
    if (!isFixtures(parsed)) {
      setProblem('The examples need a "valid" list of answers and an "invalid" list of { data, errors }.');
      return;
    }
    void run(() =>
      staffRequest<unknown>('PUT', path, { version, revision, definition, fixtures: parsed }).then((reply) =>
        reply.status === SUCCESS ? { ...reply, statusText: 'Examples saved.' } : reply,
      ),
    );
  };
  return (
    <section className="staff-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Examples</h2>
      <p>
        {fixtures
          ? `${fixtures.valid.length} right-answer and ${fixtures.invalid.length} wrong-answer examples; the checks and the preview use them.`
          : 'This draft has no examples yet.'}
      </p>
      {problem && (
        <p className="message message--error" role="alert">
          {problem}
        </p>
      )}
      <div className="studio-toolbar">
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || !fixtures}
          onClick={() => void refresh()}
        >
          Take the draft&apos;s messages into the wrong-answer examples
        </button>
      </div>
      <details>
        <summary>Edit the examples (JSON)</summary>
        <div className="field">
          <label htmlFor={`${id}-json`}>Examples (JSON)</label>
          <textarea
            id={`${id}-json`}
            className="studio-examples"
            rows={16}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="button" className="button" disabled={busy} onClick={save}>
          Save the examples
        </button>
      </details>
    </section>
  );
}
