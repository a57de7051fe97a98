import { useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { HOME_LOADED_KEY } from '../../app/keys';
import { homeRedirect } from '../../frame/home-redirect';
import { Screen } from '../../screens/Screen';

/** The home screen; on the first visit of a session it redirects by the return URL or HomePageId. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const { storage } = useFieldkit();
  const navigate = useNavigate();
  const session = useSession((state) => state.session);
  const name = session?.DisplayName ?? '';
  const company = useSession((state) => state.company?.CompanyName ?? '');

  useEffect(() => {
    if (!session || storage.getItem(HOME_LOADED_KEY) === 'loaded') return;
    storage.setItem(HOME_LOADED_KEY, 'loaded');
    const target = homeRedirect(session);
    if (target) void navigate(target, { replace: true });
  }, [session, storage, navigate]);

  return (
    <Screen title={t('home.title')}>
      <p>{t('home.welcome', { name })}</p>
      {company ? <p>{t('home.company', { company })}</p> : null}
    </Screen>
  );
}
