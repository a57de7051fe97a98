import { useTranslation } from '@fieldkit/ui';
import { useParams, useSearchParams } from 'react-router';
import { CreateForm } from '../../screens/CreateForm';
import { JobList } from '../../screens/JobList';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';
import { ProjectList } from '../project/ProjectList';

function Customers({ create }: { create: boolean }) {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const rows = useRecord((api) => api.workOrder.getCustomers({ params: { companyId } }), [companyId]);
  return (
    <Screen title={t('records.customers')}>
      {create ? (
        <CreateForm
          title={t('records.newCustomer')}
          fields={[
            ['name', t('fields.customer')],
            ['city', t('fields.city')],
          ]}
        />
      ) : null}
      <RecordTable
        caption={t('records.customers')}
        rows={rows}
        rowKey={(c) => c.CustomerId}
        columns={[
          [t('fields.customer'), (c) => c.CustomerName],
          [t('fields.city'), (c) => c.City],
        ]}
      />
    </Screen>
  );
}

function Projects({ create }: { create: boolean }) {
  const { t } = useTranslation('shell');
  return <ProjectList title={t('records.projects')} create={create} />;
}

/** The custom views: customers and projects (each with its create flag), technician jobs, vendors, field status. */
export function Component() {
  const { t } = useTranslation('shell');
  const { view = '' } = useParams();
  const [search] = useSearchParams();
  const create = search.get('create') === 'true';
  if (view === 'customer') return <Customers create={create} />;
  if (view === 'ManageProjects') return <Projects create={create} />;
  if (view === 'ManageTechnicianJobs') return <JobList title={t('records.technicianJobs')} />;
  if (view === 'FieldStatus') return <JobList title={t('records.fieldStatus')} />;
  return (
    <Screen title={view === 'vendors' ? t('records.vendors') : view}>
      <p>{t('records.none')}</p>
    </Screen>
  );
}
