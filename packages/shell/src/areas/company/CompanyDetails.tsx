import { defaultTax } from '@fieldkit/core/app';
import { useSession, useSettings, useTranslation } from '@fieldkit/ui';
import { RecordView } from '../../screens/RecordView';
import { useRecordByIds } from '../../screens/useRecordByIds';

/** Company details: /company/companydetails/{companyId}, the id encrypted; the own company shows its default tax. */
export function Component() {
  const { t } = useTranslation('shell');
  const ownCompanyId = useSession((state) => state.session?.CompanyId);
  const settings = useSettings();
  const record = useRecordByIds(['companyId'], (api, { companyId }) =>
    api.shell.getCompanyRecord({ params: { id: companyId } }),
  );
  return (
    <RecordView
      title={record.status === 'ready' ? record.data.CompanyName : t('records.company')}
      record={record}
      fields={(c) => [
        [t('fields.company'), c.CompanyName],
        [t('fields.uniqueId'), c.UniqueId],
        [t('fields.users'), String(c.UserCount)],
        ...(c.CompanyId === ownCompanyId
          ? ([[t('fields.defaultTax'), String(defaultTax(settings))]] as Array<[string, string]>)
          : []),
      ]}
    />
  );
}
