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
