import { useCallback, useEffect, useState } from 'react';
import { apiClient } from '@travel/shared-ui';

/** A post as GET /api/blogs/list sends it. */
export interface BlogPostFromServer {
  _id: string;
  slug?: string;
  title: string;
  subtitle?: string;
  summary?: string | null;
  meta_description?: string | null;
  categories?: string[];
  tags?: string[];
  featured_image?: { url?: string; alt?: string } | null;
  body_image?: { url?: string } | null;
  image_alt_text?: string | null;
  blog_url?: string | null;
  author?: { name: string; role: string; bio: string };
  published_at?: string;
}

export interface BlogSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  quote?: string;
  subsections?: { heading: string; paragraphs: string[] }[];
}

export interface BlogArticle extends BlogPostFromServer {
  slug: string;
  body: { introduction: string; sections: BlogSection[]; conclusion: string };
}

/** A post as the cards show it. */
export interface BlogCard {
  id: string;
  slug?: string;
  image: string;
  imageAlt: string;
  category: string;
  readTime: string;
  title: string;
  description: string;
  link: string;
  categories: string[];
}

export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 225"><rect width="400" height="225" fill="#e2e8f0"/><path d="M0 170 L120 110 L200 150 L290 90 L400 160 L400 225 L0 225 Z" fill="#94a3b8"/></svg>',
  );

/** The server's post mapped for display, with fallbacks for missing fields. */
export function toBlogCard(post: BlogPostFromServer): BlogCard {
  const categories = post.categories?.length ? post.categories : ['General'];
  return {
    id: post._id,
    slug: post.slug,
    image: post.featured_image?.url || post.body_image?.url || PLACEHOLDER_IMAGE,
    imageAlt: post.featured_image?.alt || post.image_alt_text || post.title,
    category: categories[0],
    readTime: '2 min read',
    title: post.title,
    description: post.summary || post.meta_description || 'No description available',
    link: post.blog_url || '#',
    categories,
  };
}

export type LoadState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/** GET /api/blogs/list, optionally searching with q. */
export function useBlogPosts(query?: string): LoadState<BlogCard[]> {
  const [state, setState] = useState<LoadState<BlogCard[]>>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    setState({ status: 'loading' });
    apiClient
      .get<{ success: boolean; data: BlogPostFromServer[] }>('/blogs/list', { params: query ? { q: query } : {} })
      .then((response) => {
        if (!active) return;
        const list = Array.isArray(response.data?.data) ? response.data.data : [];
        setState({ status: 'ready', data: list.map(toBlogCard) });
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch blog posts', error);
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [query]);
  return state;
}

/** GET /api/blogs/:slug, the full article. */
export function useBlogArticle(slug: string | undefined): LoadState<BlogArticle> | undefined {
  const [state, setState] = useState<LoadState<BlogArticle>>();
  useEffect(() => {
    if (!slug) return;
    let active = true;
    setState({ status: 'loading' });
    apiClient
      .get<{ success: boolean; data: BlogArticle }>(`/blogs/${encodeURIComponent(slug)}`)
      .then((response) => active && setState({ status: 'ready', data: response.data.data }))
      .catch((error: unknown) => {
        console.error('Failed to fetch the blog article', error);
        if (active) setState({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, [slug]);
  return slug ? state : undefined;
}

interface StoredCommentFields {
  _id: string;
  name: string;
  comment: string;
  createdAt: string;
  likes: number;
  /** Whether this visitor (the API's tp_visitor cookie) likes it. */
  likedByMe: boolean;
}

/** A reply, always to a top-level comment (replies are one level deep). */
export interface StoredReply extends StoredCommentFields {
  parentId: string;
}

export interface StoredComment extends StoredCommentFields {
  replies: StoredReply[];
}

export interface CommentFields {
  name: string;
  email: string;
  comment: string;
}

export const COMMENTS_PAGE_SIZE = 5;

type CommentsPage = {
  comments: StoredComment[];
  total: number;
  totalWithReplies: number;
  page: number;
  hasMore: boolean;
};

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

  const loadPage = useCallback(
    async (pageToLoad: number) => {
      setStatus('loading');
      try {
        const response = await apiClient.get<{ data: CommentsPage }>(base, {
          params: { page: pageToLoad, limit: COMMENTS_PAGE_SIZE },
        });
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
        console.error('Failed to load comments', error);
        setStatus('error');
      }
    },
    [base],
  );

  useEffect(() => {
    setComments([]);
    setTotal(0);
    setTotalWithReplies(0);
    void loadPage(1);
  }, [loadPage]);

  /** A new comment, or with parentId a reply (which the API attaches to the top-level comment). */
  const addComment = useCallback(
    async (input: CommentFields, parentId?: string) => {
      const response = await apiClient.post<{ data: StoredComment | StoredReply }>(
        base,
        parentId ? { ...input, parentId } : input,
      );
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
      const response = liked
        ? await apiClient.put<{ data: { likes: number; likedByMe: boolean } }>(url)
        : await apiClient.delete<{ data: { likes: number; likedByMe: boolean } }>(url);
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
