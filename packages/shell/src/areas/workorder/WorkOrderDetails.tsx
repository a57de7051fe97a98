import { formatDate } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { decodeIds } from '../../app/ids';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** Work order details: /workorder/wodetails/{workOrderId}/{customerId}, both ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const params = useParams();
  const companyId = useCompanyId();
  const record = useRecord(
    async (api) => {
      const { workOrderId } = await decodeIds(params, ['workOrderId', 'customerId']);
      return api.workOrder.getWorkOrderDetails({ params: { companyId, workOrderId } });
    },
    [companyId, params.workOrderId, params.customerId],
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
        [t('fields.status'), wo.Status],
        [t('fields.type'), wo.IsPm ? t('fields.pmWorkOrder') : t('fields.workOrder')],
        [t('fields.reference'), wo.ReferenceNumber || '–'],
        [t('fields.serial'), wo.SerialNumber || '–'],
        [t('fields.created'), formatDate(new Date(`${wo.CreatedDate}T00:00:00Z`))],
      ]}
    />
  );
}
