import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage4: stage 4 of the full application (forms/application-stage4). */
export default function Stage4Page() {
  return <ApplicationStage stage={4} />;
}
