import type { MenuItem } from '@fieldkit/core/contract';
import { useTranslation } from '@fieldkit/ui';
import { MenuLink } from '../menu/MenuLink';
import { useMenu } from '../menu/MenuProvider';
import { menuEntriesOfArea } from './area-entries';
import { Screen } from './Screen';

/** The landing screen of an area: the user's menu entries that lead into it. */
export function AreaLanding({ area }: { area: string }) {
  const { t } = useTranslation('shell');
  const { items } = useMenu();
  const entries: MenuItem[] = menuEntriesOfArea(items, area);
  return (
    <Screen title={t(`areas.${area}`)}>
      {entries.length > 0 ? (
        <ul className="fk-shell-landing">
          {entries.map((entry) => (
            <li key={entry.MenuId}>
              <MenuLink item={entry} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('areas.noEntries')}</p>
      )}
    </Screen>
  );
}
