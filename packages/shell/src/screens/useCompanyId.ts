import { useSession } from '@fieldkit/ui';

/** The signed-in user's company id (0 before the session is known). */
export const useCompanyId = (): number => useSession((state) => state.session?.CompanyId ?? 0);
