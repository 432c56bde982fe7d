import { ApplicationStagePage } from './ApplicationStagePage.tsx';

/** /stage5: stage 5 of the full application (forms/application-stage5). */
export default function Stage5Page() {
  return <ApplicationStagePage stage={5} />;
}
