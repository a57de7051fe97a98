import type { PrintJobHtmlSetting } from './job-print';

/** The attachment's file name: the job id and '.pdf' (spec section 3, "Email job payload"). */
export const attachmentName = (woJobId: number): string => `${woJobId}.pdf`;

/**
 * The name the printout's PDF carries (the e-mail popup shows it, the server attaches it): the company's FileSetting
 * with `{WoJobId}` and `{WoNumber}` filled in and characters no file system takes replaced, else `{job id}.pdf`.
 */
export function attachmentFileName(
  setting: Pick<PrintJobHtmlSetting, 'FileSetting'>,
  job: { WoJobId: number; WoNumber: string },
): string {
  const named = setting.FileSetting.trim();
  if (!named) return attachmentName(job.WoJobId);
  const filled = named
    .replaceAll('{WoJobId}', String(job.WoJobId))
    .replaceAll('{WoNumber}', job.WoNumber)
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '_');
  return /\.pdf$/i.test(filled) ? filled : `${filled}.pdf`;
}
