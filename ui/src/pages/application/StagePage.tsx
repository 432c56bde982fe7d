import { useLocation } from 'react-router-dom';
import { APPLICATION_MANIFEST } from 'forms/manifests/index.ts';
import { ApplicationStage } from './ApplicationStage.tsx';
import { FIRST_STAGE } from './stageFlow.ts';

/**
 * /stage1, /stage2, …: the stage of the full application whose page this is, as the manifest
 * (forms/manifests/application.json) lists them; the route table routes every stage's page here.
 */
export default function StagePage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  const stage = APPLICATION_MANIFEST.stages.find((candidate) => candidate.route === path.toLowerCase());
  return <ApplicationStage stage={stage?.number ?? FIRST_STAGE} />;
}
