// A deployment's page: its name, flavor text and feature text as markdown.
import { useParams } from 'react-router-dom';
import { Markdown } from '../../components/Markdown.tsx';
import { RecordPage } from '../../components/table/RecordPage.tsx';
import { useDeploymentDetailQuery } from '../../gql/hooks.ts';

export function DeploymentDetail({ backTo }: { backTo: string }) {
  const { deploymentName = '' } = useParams();
  const { data, loading } = useDeploymentDetailQuery({ variables: { name: deploymentName } });
  const deployment = data?.starshipDeployment;
  return (
    <RecordPage kind="deployment" name={deploymentName} recordName={deployment?.name} backTo={backTo} loading={loading} found={Boolean(deployment)}>
      {deployment && (
        <>
          <h1>{deployment.name}</h1>
          {deployment.flavorText && <Markdown source={deployment.flavorText} />}
          {deployment.featureText && <Markdown source={deployment.featureText} />}
        </>
      )}
    </RecordPage>
  );
}
