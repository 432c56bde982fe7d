import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicationPartsReply, StageReply } from 'common';
import { StageIndicator } from 'ui/forms/theme/StageIndicator.tsx';
import { coBorrowerStageTakenBy, isParticipant, othersOnStage, ownerStageReached } from './applicationParts.ts';
import { stageAfter, stagePath } from './stageFlow.ts';

// The preview shows only on the owner's view of a stage someone else fills: it loads then, not with every stage.
const ApplicationPreview = lazy(() =>
  import('./ApplicationPreview.tsx').then((module) => ({ default: module.ApplicationPreview })),
);

/**
 * What the stage pages say about who fills what (issue 21, point 6): a participant who has not given their own
 * authorization is sent to the dashboard for it; the owner reads a part someone fills themselves instead of a form.
 */

/** A participant's stage page before their own authorization: they give it on the dashboard first. */
export function AuthorizationFirst() {
  return (
    <div className="application-note">
      <p>Before you fill in your part of this application, read and agree to the authorization for your own credit.</p>
      <Link to="/dashboard">Give your authorization on your dashboard</Link>
    </div>
  );
}

/** The line over a stage's form: a participant fills only their own part; the owner is told who fills theirs. */
export function PartsNote({ parts, stage }: { parts: ApplicationPartsReply | undefined; stage: number }) {
  if (isParticipant(parts)) {
    return (
      <p className="application-parts-note">
        You fill in only your own part of this application, with your own account. The applicant fills in the rest.
      </p>
    );
  }
  const others = othersOnStage(parts, stage);
  if (others.length === 0) return null;
  return (
    <p className="application-parts-note">
      {others.join(' and ')} {others.length === 1 ? 'fills' : 'fill'} in their own part of this stage with their own
      account. You see it on the preview.
    </p>
  );
}

/** The owner's co-borrower stage when the co-borrower fills it themselves: what they saved, and the way on. */
export function TakenStage({ reply, stage }: { reply: StageReply; stage: number }) {
  const name = coBorrowerStageTakenBy(reply.parts) ?? 'The co-borrower';
  const next = stageAfter(stage, true);
  return (
    <div className="container page application-page">
      <StageIndicator
        stage={stage}
        reached={ownerStageReached(reply.parts, reply.stageIndicator)}
        hasCoBorrower
        titleAs="h1"
      />
      <div className="application-note">
        <p>{name} fills in this stage with their own account.</p>
        {next !== null && <Link to={stagePath(next)}>Continue to the next stage</Link>}
      </div>
      <Suspense fallback={<p role="status">Loading what they saved…</p>}>
        <ApplicationPreview application={reply} stages={[stage]} />
      </Suspense>
    </div>
  );
}
