import { ApplicationStage } from './ApplicationStage.tsx';

/** /stage1: stage 1 of the full application (forms/application-stage1). */
export default function Stage1Page() {
  return <ApplicationStage stage={1} />;
}
