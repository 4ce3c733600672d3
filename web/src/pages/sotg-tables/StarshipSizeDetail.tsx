// A starship size's page: '{name} Ships' and its full text.
import { ROUTES } from '../../../../core/routes.ts';
import { useParams } from 'react-router-dom';
import { Markdown } from '../../components/Markdown.tsx';
import { RecordPage } from '../../components/table/RecordPage.tsx';
import { useStarshipSizeDetailQuery } from '../../gql/hooks.ts';

export function StarshipSizeDetail() {
  const { sizeName = '' } = useParams();
  const { data, loading } = useStarshipSizeDetailQuery({ variables: { name: sizeName } });
  const size = data?.starshipBaseSize;
  return (
    <RecordPage kind="starship size" name={sizeName} title={`${size?.name ?? sizeName} Ships`} backTo={ROUTES.starshipSizes.pattern} loading={loading} found={Boolean(size)}>
      {size && (
        <>
          <h1>{size.name} Ships</h1>
          {size.fullText && <Markdown source={size.fullText} />}
        </>
      )}
    </RecordPage>
  );
}
