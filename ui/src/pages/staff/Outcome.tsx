/** What a staff action said: a success in the live region, a refusal as an alert. */
export type OutcomeState = { ok: boolean; text: string } | null;

export function Outcome({ outcome }: { outcome: OutcomeState }) {
  return (
    <>
      <div role="status">{outcome?.ok && <p className="message message--success">{outcome.text}</p>}</div>
      {outcome && !outcome.ok && (
        <p className="message message--error" role="alert">
          {outcome.text}
        </p>
      )}
    </>
  );
}
