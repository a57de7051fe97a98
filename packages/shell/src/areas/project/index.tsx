import { useTranslation } from '@fieldkit/ui';
import { useSearchParams } from 'react-router';
import { CreateForm } from '../../screens/CreateForm';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** The project area: the projects, and the create form with the create flag (/project?create=true). */
export function Component() {
  const { t } = useTranslation('shell');
  const [search] = useSearchParams();
  const companyId = useCompanyId();
  const rows = useRecord((api) => api.workOrder.getProjects({ params: { companyId } }), [companyId]);
  return (
    <Screen title={t('areas.project')}>
      {search.get('create') === 'true' ? (
        <CreateForm title={t('records.newProject')} fields={[['name', t('fields.project')]]} />
      ) : null}
      <RecordTable
        caption={t('records.projects')}
        rows={rows}
        rowKey={(p) => p.ProjectId}
        columns={[
          [t('fields.project'), (p) => p.ProjectName],
          [t('fields.status'), (p) => p.Status],
        ]}
      />
    </Screen>
  );
}
