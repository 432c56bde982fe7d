/** Accept and Decline of an invitation (a loan officer's, or an owner's to take part), each naming who sent it. */
export function InvitationAnswerButtons({
  from,
  busy,
  onAnswer,
}: {
  from: string;
  busy: boolean;
  onAnswer(accept: boolean): void;
}) {
  return (
    <div className="dash-actions">
      <button type="button" className="button" disabled={busy} onClick={() => onAnswer(true)}>
        Accept<span className="visually-hidden"> the invitation of {from}</span>
      </button>
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => onAnswer(false)}>
        Decline<span className="visually-hidden"> the invitation of {from}</span>
      </button>
    </div>
  );
}
