import { useTranslation } from '@fieldkit/ui';
import { Link } from 'react-router';

/** The public formtracking page, outside the signed-in frame. */
export function Component() {
  const { t } = useTranslation('shell');
  return (
    <main className="fk-shell-signin">
      <section className="fk-shell-signin-card" aria-labelledby="outside-title">
        <h1 id="outside-title">{t('outside.formtracking.title')}</h1>
        <p>{t('outside.formtracking.text')}</p>
        <Link to="/home">{t('outside.home')}</Link>
      </section>
    </main>
  );
}
