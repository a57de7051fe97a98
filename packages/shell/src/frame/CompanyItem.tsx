import { useSession, useTranslation } from '@fieldkit/ui';
import { useNavigate } from 'react-router';
import { encodeId } from '../app/ids';

/** The role group of site administrators. */
const SITE_ADMINISTRATORS = 9;
/** The company that runs the site. */
const SITE_COMPANY_ID = 1;

/** Site administrators (role group 9) and users of company 1 see the company list. */
export function seesCompanyList(session: { MaxRoleGroup: number; CompanyId: number }): boolean {
  return session.MaxRoleGroup === SITE_ADMINISTRATORS || session.CompanyId === SITE_COMPANY_ID;
}

/** The company item: the company list for site administrators, the own company's details for others. */
export function CompanyItem() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const session = useSession((state) => state.session);
  const companyName = useSession((state) => state.company?.CompanyName ?? '');
  if (!session) return null;
  return (
    <button
      type="button"
      className="fk-button fk-shell-topbar-button"
      aria-label={t('frame.companyItem', { company: companyName || t('frame.company') })}
      onClick={async () =>
        navigate(
          seesCompanyList(session)
            ? '/company/company'
            : `/company/companydetails/${await encodeId(session.CompanyId)}`,
        )
      }
    >
      {companyName || t('frame.company')}
    </button>
  );
}
