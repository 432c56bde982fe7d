import { ApplicationStagePage } from './ApplicationStagePage.tsx';

/** /stage1: stage 1 of the full application (forms/application-stage1). */
export default function Stage1Page() {
  return <ApplicationStagePage stage={1} />;
}
