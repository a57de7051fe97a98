/** The AI assistant dialog's states (spec section 4). */
export type AssistantState = 'closed' | 'open' | 'minimized' | 'maximized';

const CLOSING_PAGES = [
  /^\/technician\/technicianadetails(\/|$)/i,
  /^\/technician\/inhouseJobsDetails(\/|$)/i,
  /\/library(\/|$)/i,
];

/** The dialog closes when the user leaves a technician detail or library page for another page. */
export function assistantClosesOnLeave(from: string, to: string): boolean {
  if (from === to) return false;
  return CLOSING_PAGES.some((page) => page.test(from));
}
