import { LoaderOverlay, useTranslation } from '@fieldkit/ui';

/** Shown while a screen's chunk loads on the first visit. */
export function RouteLoading() {
  const { t } = useTranslation('shell');
  return <LoaderOverlay active label={t('app.loading')} />;
}
