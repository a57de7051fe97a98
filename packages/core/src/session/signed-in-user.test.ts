import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { demoSession } from '../testing/fake-network';
import type { SessionState } from './session-store';
import { signedInUser } from './signed-in-user';

describe('a widget reads the signed-in user', () => {
  it('answers the login, company, role group, vendor and time zone; throws naming the widget when nobody is signed in', () => {
    const session = createStore<Partial<SessionState>>()(() => ({ session: null }));
    const store = session as unknown as Parameters<typeof signedInUser>[0];
    expect(() => signedInUser(store, 'createNotes')).toThrow('createNotes: nobody is signed in');
    session.setState({ session: demoSession });
    expect(signedInUser(store, 'createNotes')).toEqual({
      loginId: 42,
      companyId: 7,
      maxRoleGroup: demoSession.MaxRoleGroup,
      vendorId: demoSession.VendorId,
      timeZoneId: demoSession.TimeZoneId,
    });
  });
});
