import { SettingId } from '@fieldkit/core/app';
import { useTranslation } from '@fieldkit/ui';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

const NAMES = Object.fromEntries(Object.entries(SettingId).map(([name, id]) => [id, name]));

/** System settings: the value of every setting of the company, named where the spec gives its meaning. */
export function Component() {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  // Every setting of the company, from the call only the administration right is answered.
  const record = useRecord((api) => api.company.getCompanySettings({ params: { companyId } }), [companyId]);
  return (
    <RecordView
      title={t('records.systemSettings')}
      record={record}
      fields={(values) =>
        values.map((v) => [
          `${v.SettingId}${NAMES[v.SettingId] ? ` · ${t(`settings.${NAMES[v.SettingId]}`)}` : ''}`,
          v.SettingValue,
        ])
      }
    />
  );
}
