import { LoaderOverlay, useTranslation } from '@fieldkit/ui';
import { Outlet, useNavigation } from 'react-router';
import { useAppliedColorScheme } from '../frame/useColorScheme';
import { BusyProvider, useBusyState } from './busy';
import { usePageVisits } from './usePageVisits';

/**
 * The root screen: the routed screen and two full-screen loading overlays. The first is on while a navigation
 * runs (off at its end, cancel or failure); the second, hidden by default, while the menu loads. The user's colour
 * scheme holds from the sign-in screen on.
 */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const busy = useBusyState();
  usePageVisits();
  useAppliedColorScheme();
  return (
    <BusyProvider value={busy}>
      <Outlet />
      <LoaderOverlay active={navigation.state !== 'idle'} label={t('app.loading')} />
      <LoaderOverlay active={busy.active} label={t('app.loadingMenu')} />
    </BusyProvider>
  );
}
