import { useState } from 'react';
import { downloadApplicationFile, type ApplicationFileKind } from './applicationFiles.ts';

const LABELS: Record<ApplicationFileKind, string> = { pdf: 'Download PDF', mismo: 'Fannie Mae file download' };

/**
 * A button that downloads an application's PDF or lender file (MISMO 3.4), busy while it comes and saying the
 * server's message when it cannot (a PDF being prepared: try again in a moment).
 */
export function ApplicationFileButton({
  kind,
  id,
  refNumber,
  asToken,
  className = 'button button--secondary',
}: {
  kind: ApplicationFileKind;
  id: number;
  refNumber: string;
  /** Another session's token (the staff area's); the borrower's when omitted. */
  asToken?: string | null;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const download = async () => {
    if (busy) return;
    setBusy(true);
    setProblem('');
    setProblem((await downloadApplicationFile(kind, id, refNumber, asToken)) ?? '');
    setBusy(false);
  };
  return (
    <span className="application-file">
      <button type="button" className={className} aria-busy={busy} onClick={() => void download()}>
        {busy ? 'Preparing…' : LABELS[kind]}
        <span className="visually-hidden"> of application {refNumber}</span>
      </button>
      <span role="status" className="application-file__status">
        {problem ? <span className="message message--error">{problem}</span> : null}
      </span>
    </span>
  );
}
