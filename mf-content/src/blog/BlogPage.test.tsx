import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import BlogPage from './BlogPage';
import { PLACEHOLDER_IMAGE, toBlogCard } from './api/getBlogPosts';

const article = {
  _id: 'p1',
  slug: 'first-post',
  title: 'First post',
  subtitle: 'A subtitle',
  categories: ['Travel Tips'],
  tags: ['budget'],
  featured_image: { url: '/api/blogs/images/first-post.svg', alt: 'A plane' },
  blog_url: '/blog?post=first-post',
  author: { name: 'Ananya Rao', role: 'Editor', bio: 'Writes.' },
  published_at: '2025-03-18T06:30:00Z',
  summary: 'Summary one',
  body: {
    introduction: 'Intro text.',
    sections: [{ heading: 'Section A', paragraphs: ['Para.'], quote: 'A quote.' }],
    conclusion: 'The end.',
  },
};
const second = { _id: 'p2', slug: 'second', title: 'Second post', blog_url: '/blog?post=second', categories: [] };

function renderAt(path = '/blog') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <BlogPage />
    </MemoryRouter>,
  );
}

describe('toBlogCard', () => {
  it('applies the fallbacks for missing post fields', () => {
    expect(toBlogCard({ _id: 'x', title: 'T' })).toEqual({
      id: 'x',
      slug: undefined,
      image: PLACEHOLDER_IMAGE,
      imageAlt: 'T',
      category: 'General',
      readTime: '2 min read',
      title: 'T',
      description: 'No description available',
      link: '#',
      categories: ['General'],
    });
  });
});

describe('BlogPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows Loading posts..., then the newest article, its comments and the Continue Reading grid', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/blogs/list') return { data: { success: true, data: [article, second] } };
      if (url === '/blogs/first-post') return { data: { success: true, data: article } };
      if (url === '/blogs/first-post/comments')
        return { data: { data: { comments: [], total: 0, page: 1, hasMore: false } } };
      throw new Error(`unexpected ${url}`);
    });
    renderAt();
    expect(screen.getByText('Loading posts...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'First post' })).toBeInTheDocument();
    expect(screen.getByText('A quote.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second post' })).toHaveAttribute('href', '/blog?post=second');
    expect(screen.getByText('No description available')).toBeInTheDocument();
  });

  it('shows the failure text when the list cannot be fetched', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(new Error('down'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt();
    expect(await screen.findByText('Failed to fetch blog posts. Please try again later.')).toBeInTheDocument();
  });

  it('searches with ?q and says when nothing matches', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: { params?: unknown }) => {
      if (url === '/blogs/list')
        return { data: { success: true, data: (config?.params as { q?: string } | undefined)?.q ? [] : [article] } };
      if (url.endsWith('/comments')) return { data: { data: { comments: [], total: 0, page: 1, hasMore: false } } };
      return { data: { success: true, data: article } };
    });
    renderAt('/blog?q=zzz');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “zzz”' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No blog posts found.')).toBeInTheDocument());
    expect(get).toHaveBeenCalledWith('/blogs/list', { params: { q: 'zzz' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'First post' })).toBeInTheDocument();
  });
});
