import type { ApiClient } from '@fieldkit/core';
import { VIDEO_USERS_MAX_PAGE, type VideoChatUser, type video } from '@fieldkit/core/contract';
import type { SignedInUser } from '@fieldkit/core/kit';

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
