import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';
import { Screen } from './Screen';

/** What a user without the right sees in place of an admin screen: what is refused, why, and the way home. */
export function Refused() {
  const { t } = useTranslation('shell');
  return (
    <Screen title={t('rights.refusedTitle')}>
      <p role="alert" className="fk-shell-refused">
        {t('rights.refused')}
      </p>
      <p>
        <Link to="/home">{t('rights.home')}</Link>
      </p>
    </Screen>
  );
}
