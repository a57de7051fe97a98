import { useTranslation } from '@fieldkit/ui';
import { Outlet } from 'react-router';
import { TopBar } from './TopBar';
import { useSessionStartup } from './useSessionStartup';

/** The signed-in frame: the top bar and the routed screen. */
export function Frame() {
  const { t } = useTranslation('shell');
  useSessionStartup();
  return (
    <div className="fk-shell-frame">
      <a className="fk-shell-skip" href="#fk-main">
        {t('frame.skipToContent')}
      </a>
      <TopBar />
      <main id="fk-main" className="fk-shell-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
