import type { ApiClient } from '@fieldkit/core';
import { VIDEO_USERS_MAX_PAGE, type VideoChatUser, type video } from '@fieldkit/core/contract';
import type { SignedInUser } from '@fieldkit/core/kit';
import type { VideoScope } from './scope';

/**
 * The people of the user's company for calls: the users list for video chat (sorted by DisplayName ascending), one
 * page after another until every one is read.
 */
export async function loadPeople(
  api: ApiClient<{ video: typeof video }>,
  { companyId, loginId }: SignedInUser,
): Promise<VideoChatUser[]> {
  const people: VideoChatUser[] = [];
  for (let start = 1; ; start += VIDEO_USERS_MAX_PAGE) {
    const page = await api.video.getVideoChatUsers({
      query: {
        CompanyId: companyId,
        LoginId: loginId,
        startRecord: start,
        EndRecord: start + VIDEO_USERS_MAX_PAGE - 1,
      },
    });
    people.push(...page.Users);
    if (page.Users.length < VIDEO_USERS_MAX_PAGE || people.length >= page.TotalRecord) return people;
  }
}

/**
 * The pictures of those people who have one (PhotoPath set): the thumbnails call, a page of them at a time; answers
 * base64 PNGs by LoginId.
 */
export async function loadPictures(
  api: ApiClient<{ video: typeof video }>,
  { companyId }: SignedInUser,
  people: readonly VideoChatUser[],
): Promise<Record<number, string>> {
  const pictures: Record<number, string> = {};
  const wanted = people.filter((p) => p.PhotoPath);
  for (let start = 0; start < wanted.length; start += VIDEO_USERS_MAX_PAGE) {
    const page = wanted.slice(start, start + VIDEO_USERS_MAX_PAGE);
    const answer = await api.video.getVideoChatThumbnails({
      body: {
        CompanyId: companyId,
        Users: page.map((p) => ({ LoginId: p.LoginId, fileName: p.PhotoPath, EmailId: p.Email })),
      },
    });
    for (const { LoginId, attachment } of answer) if (attachment) pictures[LoginId] = attachment;
  }
  return pictures;
}

/** The participant panel's people: the list and their pictures, loaded on first need, and its search. */
export interface CallPeople {
  togglePanel(): void;
  search(text: string): void;
  loadPeople(): Promise<void>;
}

/** The people part of a video call model. */
export function createCallPeople(scope: VideoScope): CallPeople {
  const { get, set, api } = scope;
  const people: CallPeople = {
    togglePanel() {
      const panelOpen = !get().panelOpen;
      set({ panelOpen });
      if (panelOpen) void people.loadPeople();
    },
    search(text) {
      set({ search: text });
      if (text.trim()) void people.loadPeople();
    },
    async loadPeople() {
      if (get().peopleLoaded) return;
      try {
        const list = await loadPeople(api, scope.me());
        set({ people: list, peopleLoaded: true });
        // The pictures come after the names: a failure leaves the initials.
        loadPictures(api, scope.me(), list).then(
          (pictures) => set({ pictures }),
          (error: unknown) => scope.warn('the pictures could not be loaded', error),
        );
      } catch (error) {
        // Section 8: a call load failure only hides the loader.
        scope.warn('the people list could not be loaded', error);
      }
    },
  };
  return people;
}
