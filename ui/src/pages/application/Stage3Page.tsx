import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage3: stage 3 of the full application (forms/application-stage3). */
export default function Stage3Page() {
  return <ApplicationStage stage={3} />;
}
