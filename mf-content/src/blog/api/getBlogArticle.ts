import { apiClient, useApiQuery } from '@travel/shared-ui/api';
import type { BlogArticle, BlogArticleReply } from '@travel/contracts/content';

export type { BlogArticle };

/** GET /api/blogs/:slug, the full article. */
export async function getBlogArticle(slug: string, signal?: AbortSignal): Promise<BlogArticle> {
  const response = await apiClient.get<BlogArticleReply>(`/blogs/${encodeURIComponent(slug)}`, {
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
