import { apiClient, useApiQuery } from '@travel/shared-ui';
import type { BlogPostFromServer } from './getBlogPosts';

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

/** GET /api/blogs/:slug, the full article. */
export async function getBlogArticle(slug: string, signal?: AbortSignal): Promise<BlogArticle> {
  const response = await apiClient.get<{ success: boolean; data: BlogArticle }>(`/blogs/${encodeURIComponent(slug)}`, {
    signal,
  });
  return response.data.data;
}

/** The article of `slug`; nothing is fetched until the slug is known. */
export function useBlogArticle(slug: string | undefined) {
  return useApiQuery(['blog', 'article', slug ?? null], (signal) => getBlogArticle(slug ?? '', signal), {
    enabled: Boolean(slug),
  });
}
