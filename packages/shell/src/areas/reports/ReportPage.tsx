import { useTranslation } from '@fieldkit/ui';
import { useParams, useSearchParams } from 'react-router';
import { Screen } from '../../screens/Screen';

/** Another report: its name and type id arrive as query parameters from the menu. */
export function Component() {
  const { t } = useTranslation('shell');
  const { report } = useParams();
  const [search] = useSearchParams();
  return (
    <Screen title={search.get('name') || report || t('areas.reports')}>
      <dl className="fk-shell-fields">
        <div>
          <dt>{t('fields.report')}</dt>
          <dd>{report}</dd>
        </div>
        <div>
          <dt>{t('fields.typeId')}</dt>
          <dd>{search.get('typeid') ?? '–'}</dd>
        </div>
      </dl>
    </Screen>
  );
}
