import { useTranslation } from '@fieldkit/ui';
import { useLocation, useSearchParams } from 'react-router';
import { AreaLanding } from '../../screens/AreaLanding';
import { CreateForm } from '../../screens/CreateForm';

/** PM (/pm/pm) and PM equipment (/pm/pmequipment); the create flag opens the create form. */
export function Component() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const equipment = pathname.startsWith('/pm/pmequipment');
  return (
    <>
      <AreaLanding area="pm" />
      {search.get('create') === 'true' ? (
        <div className="fk-shell-page">
          <CreateForm
            title={equipment ? t('records.newPmEquipment') : t('records.newPm')}
            fields={
              equipment
                ? [
                    ['serial', t('fields.serial')],
                    ['name', t('fields.equipment')],
                  ]
                : [
                    ['name', t('fields.pmName')],
                    ['description', t('fields.description')],
                  ]
            }
          />
        </div>
      ) : null}
    </>
  );
}
