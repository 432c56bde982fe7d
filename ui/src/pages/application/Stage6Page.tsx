import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage6: stage 6 of the full application (forms/application-stage6). */
export default function Stage6Page() {
  return <ApplicationStage stage={6} />;
}
