import { useCallback, useEffect, useRef } from 'react';
import { apiClient, setQueryData } from '@travel/shared-ui/api';
import { useApiPagedQuery } from '@travel/shared-ui/paged-query';
import type {
  AddCommentReply,
  Comment,
  CommentBody,
  CommentReply,
  CommentsPage,
  CommentsQuery,
  CommentsReply,
  LikeReply,
} from '@travel/contracts/content';

/** A stored comment as the API sends it, with its replies (one level deep). */
export type StoredComment = Comment;
/** A reply, always to a top-level comment. */
export type StoredReply = CommentReply;
/** What a visitor types into the comment form. */
export type CommentFields = Omit<CommentBody, 'parentId'>;
type StoredCommentFields = Omit<CommentReply, 'parentId'>;

export const COMMENTS_PAGE_SIZE = 5;

/** The comment or reply `id` changed by `change`, wherever it is in the threads. */
function updateOne(
  threads: StoredComment[],
  id: string,
  change: (comment: StoredCommentFields) => Partial<StoredCommentFields>,
): StoredComment[] {
  return threads.map((thread) =>
    thread._id === id
      ? { ...thread, ...change(thread) }
      : {
          ...thread,
          replies: thread.replies.map((reply) => (reply._id === id ? { ...reply, ...change(reply) } : reply)),
        },
  );
}

const commentsKey = (slug: string) => ['blog', 'comments', slug];

/** What the section shows: the threads loaded so far and the post's counts. */
type ShownComments = Pick<CommentsPage, 'comments' | 'total' | 'totalWithReplies'>;

const NO_COMMENTS: ShownComments = { comments: [], total: 0, totalWithReplies: 0 };

async function getCommentsPage(base: string, page: number, signal: AbortSignal): Promise<ShownComments> {
  const params: CommentsQuery = { page, limit: COMMENTS_PAGE_SIZE };
  const response = await apiClient.get<CommentsReply>(base, { params, signal });
  const data = response.data?.data;
  if (!data || !Array.isArray(data.comments)) throw new Error('Unexpected comments answer');
  return {
    comments: data.comments.map((thread) => ({ ...thread, replies: thread.replies ?? [] })),
    total: data.total,
    totalWithReplies: data.totalWithReplies ?? data.total,
  };
}

/** A next page after the threads shown (one already shown, pushed down by a new comment, is not repeated). */
const addThreads = (shown: ShownComments, next: ShownComments): ShownComments => {
  const known = new Set(shown.comments.map((c) => c._id));
  return { ...next, comments: [...shown.comments, ...next.comments.filter((c) => !known.has(c._id))] };
};

// New comments are prepended, so the next server page is based on how many we already hold.
const nextPage = (shown: ShownComments) =>
  shown.comments.length < shown.total ? Math.floor(shown.comments.length / COMMENTS_PAGE_SIZE) + 1 : undefined;

/**
 * The stored comments of a post, newest first, a page at a time with their replies; ways to add a comment or
 * a reply, and to like or unlike one.
 */
export function useComments(slug: string) {
  const base = `/blogs/${encodeURIComponent(slug)}/comments`;
  const query = useApiPagedQuery(commentsKey(slug), (page, signal) => getCommentsPage(base, page, signal), {
    nextPage,
    addPage: addThreads,
  });
  const shown = query.status === 'success' ? query.data : NO_COMMENTS;
  // What is on screen, for a change made once the cache has let this post's comments go.
  const onScreen = useRef(shown);
  useEffect(() => {
    onScreen.current = shown;
  });
  const change = useCallback(
    (update: (current: ShownComments) => ShownComments) =>
      setQueryData<ShownComments>(commentsKey(slug), (current = onScreen.current) => update(current)),
    [slug],
  );

  /** A new comment, or with parentId a reply (which the API attaches to the top-level comment). */
  const addComment = useCallback(
    async (input: CommentFields, parentId?: string) => {
      const body: CommentBody = parentId ? { ...input, parentId } : input;
      const response = await apiClient.post<AddCommentReply>(base, body);
      const added = response.data.data;
      change((current) =>
        'parentId' in added
          ? {
              ...current,
              comments: current.comments.map((thread) =>
                thread._id === added.parentId ? { ...thread, replies: [...thread.replies, added] } : thread,
              ),
              totalWithReplies: current.totalWithReplies + 1,
            }
          : {
              comments: [{ ...added, replies: added.replies ?? [] }, ...current.comments],
              total: current.total + 1,
              totalWithReplies: current.totalWithReplies + 1,
            },
      );
    },
    [base, change],
  );

  /** Likes or unlikes a comment or reply for this visitor; the count comes back from the server. */
  const setLiked = useCallback(
    async (id: string, liked: boolean) => {
      const url = `${base}/${encodeURIComponent(id)}/like`;
      const response = liked ? await apiClient.put<LikeReply>(url) : await apiClient.delete<LikeReply>(url);
      const { likes, likedByMe } = response.data.data;
      change((current) => ({ ...current, comments: updateOne(current.comments, id, () => ({ likes, likedByMe })) }));
    },
    [base, change],
  );

  const failed = query.status === 'error' || query.loadMoreError !== '';
  const loading = query.status === 'loading' || query.isRefreshing || query.loadingMore;
  return {
    comments: shown.comments,
    total: shown.total,
    totalWithReplies: shown.totalWithReplies,
    status: failed ? 'error' : loading ? 'loading' : 'ready',
    hasMore: query.hasMore,
    loadMore: query.loadMore,
    addComment,
    setLiked,
  } as const;
}
