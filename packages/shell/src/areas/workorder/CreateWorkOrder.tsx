import { useTranslation } from '@fieldkit/ui';
import { CreateForm } from '../../screens/CreateForm';
import { RecordTable } from '../../screens/RecordTable';
import { Screen } from '../../screens/Screen';
import { useCompanyId } from '../../screens/useCompanyId';
import { useRecord } from '../../screens/useRecord';

/** New work order (/workorder/createworkorder/0): the form, and the customers it can be for. */
export function Component() {
  const { t } = useTranslation('shell');
  const companyId = useCompanyId();
  const customers = useRecord((api) => api.workOrder.getCustomers({ params: { companyId } }), [companyId]);
  return (
    <Screen title={t('records.newWorkOrder')}>
      <CreateForm
        title={t('records.newWorkOrder')}
        fields={[
          ['customer', t('fields.customer')],
          ['description', t('fields.description')],
        ]}
      />
      <RecordTable
        caption={t('records.customers')}
        rows={customers}
        rowKey={(c) => c.CustomerId}
        columns={[
          [t('fields.customer'), (c) => c.CustomerName],
          [t('fields.city'), (c) => c.City],
        ]}
      />
    </Screen>
  );
}
