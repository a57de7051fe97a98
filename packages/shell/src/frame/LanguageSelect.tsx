import { setFormatLocale } from '@fieldkit/core';
import type { CompanyLanguage } from '@fieldkit/core/contract';
import { guardRequest } from '@fieldkit/core/kit';
import { useApi, useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { useEffect, useState } from 'react';
import { LANGUAGE_STORAGE_KEY } from '../app/keys';
import { useMaybeShell } from '../app/ShellContext';
import { useMenu } from '../menu/MenuProvider';
import { ownLanguageName } from './language-name';

/**
 * The language select: the company's languages, each named in its own language; a choice switches every text and the
 * menu.
 */
export function LanguageSelect() {
  const { t, language } = useTranslation('shell');
  const api = useApi();
  const { storage } = useFieldkit();
  const i18n = useMaybeShell()?.i18n;
  const { setLanguageId } = useMenu();
  const companyId = useSession((state) => state.session?.CompanyId);
  const [languages, setLanguages] = useState<CompanyLanguage[]>([]);

  useEffect(() => {
    if (companyId === undefined || !i18n) return;
    return guardRequest(
      (signal) => api.company.getCompanyLanguages({ params: { companyId }, signal }),
      (rows) => {
        setLanguages(rows);
        const current = rows.find((row) => row.Culture === i18n.language());
        if (current) setLanguageId(current.LanguageID);
      },
      (error) => console.warn('Languages not loaded', error),
    );
  }, [api, companyId, i18n, setLanguageId]);

  if (languages.length === 0 || !i18n) return null;
  return (
    <select
      className="fk-shell-language"
      aria-label={t('frame.language')}
      value={language}
      onChange={(event) => {
        const chosen = languages.find((row) => row.Culture === event.target.value);
        if (!chosen) return;
        storage.setItem(LANGUAGE_STORAGE_KEY, chosen.Culture);
        document.documentElement.lang = chosen.Culture;
        // Before the texts switch, so that the screens drawn again write money and dates the new language's way.
        setFormatLocale(chosen.Culture);
        void i18n.changeLanguage(chosen.Culture);
        setLanguageId(chosen.LanguageID);
      }}
    >
      {languages.map((row) => (
        <option key={row.LanguageID} value={row.Culture} lang={row.Culture}>
          {ownLanguageName(row.Culture, row.Language)}
        </option>
      ))}
    </select>
  );
}
