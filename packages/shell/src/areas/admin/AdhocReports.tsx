import { useTranslation } from '@fieldkit/ui';
import { useParams } from 'react-router';
import { AreaLanding } from '../../screens/AreaLanding';

/** Ad-hoc reports (/admin/reports/type=run): the reports the user's menu offers. */
export function Component() {
  const { t } = useTranslation('shell');
  const { run } = useParams();
  return (
    <>
      <p className="fk-shell-muted">{run === 'type=run' ? t('reports.runMode') : run}</p>
      <AreaLanding area="reports" />
    </>
  );
}
