import { useTranslation } from '@fieldkit/ui';
import { useSearchParams } from 'react-router';
import { ProjectList } from './ProjectList';

/** The project area: the projects, and the create form with the create flag (/project?create=true). */
export function Component() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  return <ProjectList title={t('areas.project')} create={search.get('create') === 'true'} />;
}
