import { formatDate } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { RecordView } from '../../screens/RecordView';
import { recordStatus } from '../../screens/record-status';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecordByIds } from '../../screens/useRecordByIds';

/** Work order details: /workorder/wodetails/{workOrderId}/{customerId}, both ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const record = useRecordByIds(
    ['workOrderId', 'customerId'],
    (api, { workOrderId }) => api.workOrder.getWorkOrderDetails({ params: { companyId, workOrderId } }),
    [companyId],
  );
  return (
    <RecordView
      title={
        record.status === 'ready'
          ? t('records.workOrderTitle', { number: record.data.WoNumber })
          : t('records.workOrder')
      }
      record={record}
      fields={(wo) => [
        [t('fields.number'), wo.WoNumber],
        [t('fields.customer'), wo.CustomerName],
        [t('fields.description'), wo.Description],
        [t('fields.status'), recordStatus((key, options) => t(key, options), wo.Status)],
        [t('fields.type'), wo.IsPm ? t('fields.pmWorkOrder') : t('fields.workOrder')],
        [t('fields.reference'), wo.ReferenceNumber || '–'],
        [t('fields.serial'), wo.SerialNumber || '–'],
        [t('fields.created'), formatDate(new Date(`${wo.CreatedDate}T00:00:00Z`))],
      ]}
    />
  );
}
