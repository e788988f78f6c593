import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { BlogListQuery, BlogListReply, PostSummary } from '@travel/contracts/content';

/** A post as GET /api/blogs/list sends it; the cards have a fallback for each optional part. */
export type BlogPostFromServer = Pick<PostSummary, '_id' | 'title'> & Partial<PostSummary>;

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

/** GET /api/blogs/list, optionally searching with q. */
export async function getBlogPosts(query?: string): Promise<BlogCard[]> {
  const params: BlogListQuery = query ? { q: query } : {};
  const response = await apiClient.get<BlogListReply>('/blogs/list', { params });
  const list = Array.isArray(response.data?.data) ? response.data.data : [];
  return list.map(toBlogCard);
}

export function useBlogPosts(query?: string) {
  return useApiQuery(['blog', 'posts', query ?? null], () => getBlogPosts(query));
}
