import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage2: stage 2 of the full application (forms/application-stage2). */
export default function Stage2Page() {
  return <ApplicationStage stage={2} />;
}
