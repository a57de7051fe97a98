import type { ChatScope } from './scope';
import type { AvailabilityId } from './state';

/** The users to start a conversation with, and the current user's profile and chosen status. */
export interface ProfilePart {
  loadUsers(): Promise<void>;
  loadProfile(): Promise<void>;
  /** Shows the choice at once; puts the previous one back and throws when the server refuses it. */
  setAvailability(availabilityId: AvailabilityId): Promise<void>;
}

/** The users and profile part of a chat. */
export function createProfile({ api, get, set, me, warn }: ChatScope): ProfilePart {
  return {
    async loadUsers() {
      set({ usersStatus: 'loading' });
      try {
        const users = await api.chat.getProfileDetails({
          params: { companyId: me().companyId, userType: me().userType },
        });
        set({ users: users.filter((u) => u.UserId !== me().userId), usersStatus: 'ready' });
      } catch (error) {
        warn('GetProfileDetails failed', error);
        set({ usersStatus: 'error' });
      }
    },
    async loadProfile() {
      try {
        const profile = await api.chat.getProfileDetailforUser({ params: me() });
        set({ profile, availability: profile.AvailabilityId as AvailabilityId });
      } catch (error) {
        warn('GetProfileDetailforUser failed', error);
      }
    },
    async setAvailability(availabilityId) {
      const previous = get().availability;
      set({ availability: availabilityId });
      try {
        await api.chat.updateChatStatus({
          body: { CompanyId: me().companyId, UserId: me().userId, AvailabilityId: availabilityId },
        });
      } catch (error) {
        set({ availability: previous });
        throw error;
      }
    },
  };
}
