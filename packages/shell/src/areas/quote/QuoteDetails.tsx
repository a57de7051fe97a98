import { formatCurrency } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { RecordView } from '../../screens/RecordView';
import { recordStatus } from '../../screens/record-status';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecordByIds } from '../../screens/useRecordByIds';

/** Quote details: /quote/quotedetails/{quoteOrderId}/{customerId}, ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const record = useRecordByIds(
    ['quoteOrderId', 'customerId'],
    (api, { quoteOrderId }) => api.workOrder.getQuoteDetails({ params: { companyId, quoteOrderId } }),
    [companyId],
  );
  return (
    <RecordView
      title={
        record.status === 'ready'
          ? t('records.quoteTitle', { number: record.data.QuoteNumber })
          : t('records.quote')
      }
      record={record}
      fields={(q) => [
        [t('fields.number'), q.QuoteNumber],
        [t('fields.customer'), q.CustomerName],
        [t('fields.description'), q.Description],
        [t('fields.status'), recordStatus((key, options) => t(key, options), q.Status)],
        [t('fields.total'), formatCurrency(q.Total)],
      ]}
    />
  );
}
