import { translateBuiltIn } from '../i18n/built-in-texts';
import type { NoticeSeverity, NoticeStore } from '../notices/notice-store';

/** A notice as the user reads it in English: what tests compare. */
export interface ShownNotice {
  severity: NoticeSeverity;
  title: string;
  text: string;
}

/** The notices of a store as they are shown without a language file: their keys in the built-in English. */
export function shownNotices(notices: NoticeStore): ShownNotice[] {
  return notices.getState().notices.map((notice) => {
    const options = { ...notice.values, ns: notice.ns };
    return {
      severity: notice.severity,
      title: translateBuiltIn(notice.ns, notice.title, options),
      text: translateBuiltIn(notice.ns, notice.text, options),
    };
  });
}
