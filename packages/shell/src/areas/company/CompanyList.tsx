import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { encodeId } from '../../app/ids';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useRecord } from '../../screens/useRecord';

/** The company list: every company for a site administrator, the own company for others. */
export function Component() {
  const { t } = useTranslation('shell');
  const rows = useRecord(async (api) => {
    const companies = await api.shell.getCompanyList();
    return Promise.all(companies.map(async (c) => ({ ...c, link: await encodeId(c.CompanyId) })));
  }, []);
  return (
    <Screen title={t('records.companies')}>
      <RecordTable
        caption={t('records.companies')}
        rows={rows}
        rowKey={(c) => c.CompanyId}
        columns={[
          [t('fields.company'), (c) => <Link to={`/company/companydetails/${c.link}`}>{c.CompanyName}</Link>],
          [t('fields.uniqueId'), (c) => c.UniqueId],
          [t('fields.users'), (c) => c.UserCount],
        ]}
      />
    </Screen>
  );
}
