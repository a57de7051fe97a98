import { formatCurrency } from '@fieldkit/core';
import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { decodeIds } from '../../app/ids';
import { RecordView } from '../../screens/RecordView';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** Quote details: /quote/quotedetails/{quoteOrderId}/{customerId}, ids encrypted. */
export function Component() {
  const { t } = useTranslation('shell');
  const params = useParams();
  const companyId = useCompanyId();
  const record = useRecord(
    async (api) => {
      const { quoteOrderId } = await decodeIds(params, ['quoteOrderId', 'customerId']);
      return api.workOrder.getQuoteDetails({ params: { companyId, quoteOrderId } });
    },
    [companyId, params.quoteOrderId, params.customerId],
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
        [t('fields.status'), q.Status],
        [t('fields.total'), formatCurrency(q.Total)],
      ]}
    />
  );
}
