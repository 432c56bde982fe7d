import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage5: stage 5 of the full application (forms/application-stage5). */
export default function Stage5Page() {
  return <ApplicationStage stage={5} />;
}
