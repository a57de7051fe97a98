import { ListState, useBlobUrl } from '@fieldkit/ui';
import { useEffect, useRef, useState } from 'react';
import { useJobEmailTexts } from '../hooks/widget';
import type { PreviewPdf } from '../model/job-email';
import { drawPdfPages, type PdfPage } from '../model/pdf-pages';

/** Props of {@link PdfPreview}. */
export interface PdfPreviewProps {
  /** The PDF the server prepared: the very bytes Send mails. */
  pdf: PreviewPdf;
  /** The attachment's file name, for the download link. */
  fileName: string;
}

/**
 * The server's PDF, page by page at the width of the popup (the viewer loaded now, not before), each page's text
 * beside it for screen readers, and a link that saves those bytes.
 */
export function PdfPreview({ pdf, fileName }: PdfPreviewProps) {
  const t = useJobEmailTexts();
  const boxRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<PdfPage[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const { url: href } = useBlobUrl(async () => new Blob([pdf.bytes], { type: 'application/pdf' }), pdf);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` draws again.
  useEffect(() => {
    const abort = new AbortController();
    setPages(null);
    setFailed(false);
    const width = Math.max(320, boxRef.current?.clientWidth ?? 800);
    let drawn: PdfPage[] = [];
    drawPdfPages(pdf.bytes, width, abort.signal).then(
      (pages) => {
        drawn = pages;
        if (!abort.signal.aborted) setPages(pages);
        else releasePages(pages);
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        console.warn('Job e-mail: the PDF could not be shown', error);
        setFailed(true);
      },
    );
    return () => {
      abort.abort();
      // A drawn page holds its pixels (megabytes each) until its canvas is emptied: a phone runs out otherwise.
      releasePages(drawn);
    };
  }, [pdf, attempt]);

  return (
    <section className="fk-job-email__preview" aria-label={t('previewHeading')}>
      <div className="fk-job-email__preview-bar">
        <h3 className="fk-job-email__preview-heading">{t('previewHeading')}</h3>
        {href ? (
          <a className="fk-button" href={href} download={fileName}>
            {t('downloadPdf', { name: fileName })}
          </a>
        ) : null}
      </div>
      <div ref={boxRef} className="fk-job-email__pages">
        {pages ? (
          pages.map((page, index) => (
            <PdfPageView
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its number in the document.
              key={index}
              page={page}
              label={t('previewPage', { page: index + 1, count: pages.length })}
            />
          ))
        ) : (
          <ListState
            status={failed ? 'error' : 'loading'}
            loadingText={t('previewLoading')}
            errorText={t('previewFailed')}
            onRetry={() => setAttempt((count) => count + 1)}
            retryText={t('retry')}
          />
        )}
      </div>
    </section>
  );
}

/** Empties the canvases of drawn pages, so that their pixels are freed at once. */
function releasePages(pages: readonly PdfPage[]): void {
  for (const { canvas } of pages) {
    canvas.width = 0;
    canvas.height = 0;
  }
}

/** One page: its drawing (hidden from screen readers) and its text (read by them), named 'Page n of m'. */
function PdfPageView({ page, label }: { page: PdfPage; label: string }) {
  const holder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = holder.current;
    if (!box) return;
    page.canvas.className = 'fk-job-email__page-canvas';
    page.canvas.setAttribute('aria-hidden', 'true');
    box.replaceChildren(page.canvas);
  }, [page]);
  return (
    <figure className="fk-job-email__page">
      <div ref={holder} />
      <figcaption className="fk-job-email__page-number">{label}</figcaption>
      <div className="fk-visually-hidden fk-job-email__page-text">{page.text}</div>
    </figure>
  );
}
