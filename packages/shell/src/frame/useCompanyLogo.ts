import { guardRequest } from '@fieldkit/core/kit';
import { pictureBlob, useApi, useSession } from '@fieldkit/ui';
import { useEffect, useState } from 'react';

/** Object URLs of the logo are revoked this long after the image has them (spec section 9). */
export const LOGO_REVOKE_MS = 50;

/**
 * The company logo as an object URL, and `loaded()` to call once the image has read it: the URL is revoked
 * 50 ms later, so that the decoded image stays and the blob is freed.
 */
export function useCompanyLogo(): { src: string | null; fileName: string; loaded(): void } {
  const api = useApi();
  const companyId = useSession((state) => state.session?.CompanyId);
  const logoPath = useSession((state) => state.session?.LogoPath ?? '');
  const [logo, setLogo] = useState<{ src: string; fileName: string } | null>(null);
  useEffect(() => {
    if (companyId === undefined) return;
    return guardRequest(
      (signal) => api.company.getCompanyLogo({ params: { companyId }, query: { logoPath }, signal }),
      ({ attachment, fileName }) =>
        setLogo({ src: URL.createObjectURL(pictureBlob(attachment, fileName)), fileName }),
      (error) => console.warn('Logo not loaded', error),
    );
  }, [api, companyId, logoPath]);
  return {
    src: logo?.src ?? null,
    fileName: logo?.fileName ?? '',
    loaded: () => {
      const src = logo?.src;
      if (src) setTimeout(() => URL.revokeObjectURL(src), LOGO_REVOKE_MS);
    },
  };
}
