import type { QuickSearchOption } from '@fieldkit/core/contract';
import { guardRequest } from '@fieldkit/core/kit';
import { useApi, useFieldkit, useSession, useTranslation } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { shellApiOf } from '../api/shellApi';
import { encodeId } from '../app/ids';
import { MenuIcon } from '../menu/MenuIcon';
import { quickSearchChoices, quickSearchInput, quickSearchInputType, quickSearchLabel } from './quick-search';
import { runQuickSearch } from './run-quick-search';

/** The quick search key-search timeout (spec section 9): the search runs 500 ms after the last Enter or click. */
export const QUICK_SEARCH_DELAY_MS = 500;

/** The work-type select and the quick search box of the top bar. */
export function QuickSearch() {
  const { t } = useTranslation('shell');
  const api = useApi();
  const { http, notices } = useFieldkit();
  const session = useSession((state) => state.session);
  const navigate = useNavigate();
  const [options, setOptions] = useState<QuickSearchOption[]>([]);
  const [prefixes, setPrefixes] = useState<Record<number, string>>({});
  const [type, setType] = useState(1);
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const companyId = session?.CompanyId;

  useEffect(() => {
    if (companyId === undefined) return;
    return guardRequest(
      (signal) =>
        Promise.all([
          api.company.getQuickSearchOptions({ params: { companyId }, signal }),
          shellApiOf(http).workOrder.getQuickSearchPrefixes({ params: { companyId }, signal }),
        ]),
      ([all, prefixRows]) => {
        const choices = quickSearchChoices(all);
        setOptions(choices.options);
        setType(choices.defaultType);
        setPrefixes(Object.fromEntries(prefixRows.map((p) => [p.QuickSearchID, p.Prefix])));
      },
      (error) => console.warn('Quick search options not loaded', error),
    );
  }, [api, http, companyId]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Types are named in the user's language, in the select and in every message about them.
  const labelOf = (option: QuickSearchOption) => quickSearchLabel(option, (key) => t(key));
  const current = options.find((o) => o.QuickSearchID === type);
  const label = current ? labelOf(current) : '';
  const showError = (key: string, values?: Record<string, string>) =>
    notices.getState().push({ severity: 'error', ns: 'shell', title: 'search.title', text: key, values });

  const search = async () => {
    if (!session) return;
    const input = quickSearchInput(type, text, prefixes);
    if (input.kind === 'ignore') return;
    if (input.kind === 'error') return void showError(input.key);
    try {
      const outcome = await runQuickSearch({
        api: shellApiOf(http),
        session,
        type,
        text: input.text,
        label,
        encode: encodeId,
      });
      if (outcome.kind === 'go') {
        setText('');
        await navigate(outcome.to);
      } else showError(outcome.key, outcome.values);
    } catch (error) {
      console.warn('Quick search failed', error);
    }
  };
  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void search(), QUICK_SEARCH_DELAY_MS);
  };

  return (
    <search className="fk-shell-search" aria-label={t('search.title')}>
      <select
        aria-label={t('search.type')}
        value={type}
        onChange={(event) => setType(Number(event.target.value))}
        className="fk-shell-search-type"
      >
        {options.map((o) => (
          <option key={o.QuickSearchID} value={o.QuickSearchID}>
            {labelOf(o)}
          </option>
        ))}
      </select>
      <input
        type={quickSearchInputType(type)}
        aria-label={t('search.text', { type: label })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            schedule();
          }
        }}
        className="fk-shell-search-text"
        placeholder={label}
      />
      {/* A magnifier keeps the bar to one row in every language; the word is its name and its tooltip. */}
      <button
        type="button"
        className="fk-button fk-shell-topbar-button"
        title={t('search.submit')}
        onClick={schedule}
      >
        <MenuIcon name="search" />
        <span className="fk-visually-hidden">{t('search.submit')}</span>
      </button>
    </search>
  );
}
