/** Type-level checks of the contract helpers, run by `tsc` in the type check. */
import type { BodyOf, CallInput, contract } from './index';

type A = CallInput<typeof contract.auth.signIn>;
const a: A = { body: { UserName: 'x', Password: 'y' } };
// @ts-expect-error missing body
const b: A = {};
type C = CallInput<typeof contract.auth.logout>;
const c: C = {};
type D = BodyOf<typeof contract.company.getSystemSettings>;
const d: D = { CompanyId: 1, SettingIds: [1] };

export { a, b, c, d };
