import { ApplicationStagePage } from './ApplicationStagePage.tsx';

/** /stage2: stage 2 of the full application (forms/application-stage2). */
export default function Stage2Page() {
  return <ApplicationStagePage stage={2} />;
}
