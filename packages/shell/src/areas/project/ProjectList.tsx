import { useTranslation } from '@fieldkit/ui';
import { CreateForm } from '../../screens/CreateForm';
import { RecordTable } from '../../screens/RecordTable';
import { recordStatus } from '../../screens/record-status';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** The company's projects, with the new-project form when the create flag is set. */
export function ProjectList({ title, create }: { title: string; create: boolean }) {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const rows = useRecord((api) => api.workOrder.getProjects({ params: { companyId } }), [companyId]);
  return (
    <Screen title={title}>
      {create ? (
        <CreateForm title={t('records.newProject')} fields={[['name', t('fields.project')]]} />
      ) : null}
      <RecordTable
        caption={t('records.projects')}
        rows={rows}
        rowKey={(p) => p.ProjectId}
        columns={[
          [t('fields.project'), (p) => p.ProjectName],
          [t('fields.status'), (p) => recordStatus((key, options) => t(key, options), p.Status)],
        ]}
      />
    </Screen>
  );
}
