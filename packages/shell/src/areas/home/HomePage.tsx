import { useSession, useTranslation } from '@fieldkit/ui';

/** The home screen. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const name = useSession((state) => state.session?.DisplayName ?? '');
  const company = useSession((state) => state.company?.CompanyName ?? '');
  return (
    <section className="fk-shell-page" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p>{t('home.welcome', { name })}</p>
      {company && <p>{t('home.company', { company })}</p>}
    </section>
  );
}
