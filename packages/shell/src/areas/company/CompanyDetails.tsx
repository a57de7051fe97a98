import { defaultTax } from '@fieldkit/core';
import { useSession, useSettings, useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { decodeIds } from '../../app/ids';
import { RecordView } from '../../screens/RecordView';
import { useRecord } from '../../screens/useRecord';

/** Company details: /company/companydetails/{companyId}, the id encrypted; the own company shows its default tax. */
export function Component() {
  const { t } = useTranslation('shell');
  const params = useParams();
  const ownCompanyId = useSession((state) => state.session?.CompanyId);
  const settings = useSettings();
  const record = useRecord(
    async (api) => {
      const { companyId } = await decodeIds(params, ['companyId']);
      return api.shell.getCompanyRecord({ params: { id: companyId } });
    },
    [params.companyId],
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
