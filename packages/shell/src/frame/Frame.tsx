import { useTranslation } from '@fieldkit/ui';
import { Outlet } from 'react-router';
import { Assistant } from '../assistant/Assistant';
import { MenuProvider } from '../menu/MenuProvider';
import { SideMenu } from '../menu/SideMenu';
import { SideMenuDrawerProvider } from '../menu/SideMenuDrawer';
import { TopBar } from './TopBar';
import { useSessionStartup } from './useSessionStartup';
import { useTheme } from './useTheme';

/** The signed-in frame: the top bar, the side menu, the routed screen and the assistant. */
export function Frame() {
  const { t } = useTranslation('shell');
  useSessionStartup();
  useTheme();
  return (
    <MenuProvider>
      <SideMenuDrawerProvider>
        <div className="fk-shell-frame">
          <a className="fk-shell-skip" href="#fk-main">
            {t('frame.skipToContent')}
          </a>
          <TopBar />
          <div className="fk-shell-body">
            <SideMenu />
            <main id="fk-main" className="fk-shell-main" tabIndex={-1}>
              <Outlet />
            </main>
          </div>
          <Assistant />
        </div>
      </SideMenuDrawerProvider>
    </MenuProvider>
  );
}
