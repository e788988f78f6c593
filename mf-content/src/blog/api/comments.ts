import { useCallback, useEffect, useRef, useState } from 'react';
import { apiClient } from '@travel/shared-ui/api';
import type {
  AddCommentReply,
  Comment,
  CommentBody,
  CommentReply,
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

/**
 * The stored comments of a post, newest first, a page at a time with their replies; ways to add a comment or
 * a reply, and to like or unlike one.
 */
export function useComments(slug: string) {
  const [comments, setComments] = useState<StoredComment[]>([]);
  const [total, setTotal] = useState(0);
  const [totalWithReplies, setTotalWithReplies] = useState(0);
  const [page, setPage] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const base = `/blogs/${encodeURIComponent(slug)}/comments`;
  // The post on screen: an answer for another post (the visitor moved on) or after unmount is dropped.
  const shownBase = useRef<string | undefined>(base);

  const loadPage = useCallback(
    async (pageToLoad: number) => {
      setStatus('loading');
      try {
        const params: CommentsQuery = { page: pageToLoad, limit: COMMENTS_PAGE_SIZE };
        const response = await apiClient.get<CommentsReply>(base, { params });
        if (shownBase.current !== base) return;
        const data = response.data?.data;
        if (!data || !Array.isArray(data.comments)) throw new Error('Unexpected comments answer');
        const threads = data.comments.map((thread) => ({ ...thread, replies: thread.replies ?? [] }));
        setComments((current) => {
          const known = new Set(current.map((c) => c._id));
          const fresh = threads.filter((c) => !known.has(c._id));
          return pageToLoad === 1 ? threads : [...current, ...fresh];
        });
        setTotal(data.total);
        setTotalWithReplies(data.totalWithReplies ?? data.total);
        setPage(pageToLoad);
        setStatus('ready');
      } catch (error) {
        if (shownBase.current !== base) return;
        console.error('Failed to load comments', error);
        setStatus('error');
      }
    },
    [base],
  );

  useEffect(() => {
    shownBase.current = base;
    setComments([]);
    setTotal(0);
    setTotalWithReplies(0);
    void loadPage(1);
    return () => {
      shownBase.current = undefined;
    };
  }, [base, loadPage]);

  /** A new comment, or with parentId a reply (which the API attaches to the top-level comment). */
  const addComment = useCallback(
    async (input: CommentFields, parentId?: string) => {
      const body: CommentBody = parentId ? { ...input, parentId } : input;
      const response = await apiClient.post<AddCommentReply>(base, body);
      const added = response.data.data;
      if ('parentId' in added) {
        setComments((current) =>
          current.map((thread) =>
            thread._id === added.parentId ? { ...thread, replies: [...thread.replies, added] } : thread,
          ),
        );
      } else {
        setComments((current) => [{ ...added, replies: added.replies ?? [] }, ...current]);
        setTotal((count) => count + 1);
      }
      setTotalWithReplies((count) => count + 1);
    },
    [base],
  );

  /** Likes or unlikes a comment or reply for this visitor; the count comes back from the server. */
  const setLiked = useCallback(
    async (id: string, liked: boolean) => {
      const url = `${base}/${encodeURIComponent(id)}/like`;
      const response = liked ? await apiClient.put<LikeReply>(url) : await apiClient.delete<LikeReply>(url);
      const { likes, likedByMe } = response.data.data;
      setComments((current) => updateOne(current, id, () => ({ likes, likedByMe })));
    },
    [base],
  );

  // New comments are prepended, so the next server page is based on how many we already hold.
  const loadMore = useCallback(
    () => loadPage(Math.floor(comments.length / COMMENTS_PAGE_SIZE) + 1),
    [comments.length, loadPage],
  );

  return {
    comments,
    total,
    totalWithReplies,
    page,
    status,
    hasMore: comments.length < total,
    loadMore,
    addComment,
    setLiked,
  };
}
