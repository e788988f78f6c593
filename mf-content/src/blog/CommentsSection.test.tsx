import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@travel/shared-ui/api';
import { CommentsSection } from './CommentsSection';
import type { StoredComment } from './api/comments';

const BASE = '/blogs/first-post/comments';

const thread = (overrides: Partial<StoredComment> = {}): StoredComment => ({
  _id: '11111111-1111-4111-8111-111111111111',
  name: 'Asha',
  comment: 'Carry a poncho.',
  createdAt: '2026-11-20T10:00:00.000Z',
  likes: 2,
  likedByMe: false,
  replies: [
    {
      _id: '22222222-2222-4222-8222-222222222222',
      parentId: '11111111-1111-4111-8111-111111111111',
      name: 'Ben',
      comment: 'And sandals.',
      createdAt: '2026-11-20T11:00:00.000Z',
      likes: 0,
      likedByMe: false,
    },
  ],
  ...overrides,
});

function mockComments(comments: StoredComment[]) {
  return jest.spyOn(apiClient, 'get').mockResolvedValue({
    data: { data: { comments, total: comments.length, totalWithReplies: 2, page: 1, hasMore: false } },
  });
}

async function renderSection() {
  const user = userEvent.setup();
  render(<CommentsSection slug="first-post" />);
  await screen.findByText('Carry a poncho.');
  return user;
}

const threadItem = () => screen.getByText('Carry a poncho.').closest('li')!;

afterEach(() => jest.restoreAllMocks());

describe('CommentsSection likes and replies', () => {
  it('likes a comment once through the API and takes the like back', async () => {
    mockComments([thread()]);
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue({ data: { data: { _id: thread()._id, likes: 3, likedByMe: true } } });
    const del = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue({ data: { data: { _id: thread()._id, likes: 2, likedByMe: false } } });
    const user = await renderSection();
    expect(screen.getByRole('heading', { name: 'Comments (2)' })).toBeInTheDocument();

    const like = screen.getByRole('button', { name: 'Like comment by Asha' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(threadItem()).getAllByTestId('like-count')[0]).toHaveTextContent('2 likes');

    await user.click(like);
    expect(put).toHaveBeenCalledWith(`${BASE}/${thread()._id}/like`);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(within(threadItem()).getAllByTestId('like-count')[0]).toHaveTextContent('3 likes');

    await user.click(like);
    expect(del).toHaveBeenCalledWith(`${BASE}/${thread()._id}/like`);
    expect(like).toHaveAttribute('aria-pressed', 'false');
    expect(within(threadItem()).getAllByTestId('like-count')[0]).toHaveTextContent('2 likes');
  });

  it('says so when a like cannot be saved', async () => {
    mockComments([thread()]);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'put').mockRejectedValue(new Error('down'));
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Like comment by Asha' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Your like could not be saved. Please try again.');
    expect(screen.getByRole('button', { name: 'Like comment by Asha' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('replies under a comment, checked like a comment, and shows the stored reply in its thread', async () => {
    mockComments([thread()]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        data: {
          _id: '33333333-3333-4333-8333-333333333333',
          parentId: thread()._id,
          name: 'Chitra',
          comment: 'Good call.',
          createdAt: '2026-11-21T09:00:00.000Z',
          likes: 0,
          likedByMe: false,
        },
      },
    });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Reply to Asha' }));
    const form = screen.getByRole('form', { name: 'Reply to Asha' });
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(within(form).getByText('Name is required')).toBeInTheDocument();
    expect(within(form).getByText('Email is required')).toBeInTheDocument();
    expect(within(form).getByText('Comment is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText('Name'), 'Chitra');
    await user.type(within(form).getByLabelText('Email (not published)'), 'chitra@example');
    await user.type(within(form).getByLabelText('Reply'), 'Good call.');
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(within(form).getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Email (not published)'), '.com');
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));

    expect(post).toHaveBeenCalledWith(BASE, {
      name: 'Chitra',
      email: 'chitra@example.com',
      comment: 'Good call.',
      parentId: thread()._id,
    });
    const replies = screen.getByRole('list', { name: 'Replies to Asha' });
    expect(
      within(replies)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Ben', 'Chitra']);
    expect(screen.getByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you! Your reply has been posted.');
  });

  it('a reply to a reply answers the top comment’s thread', async () => {
    mockComments([thread()]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: {
        data: {
          _id: '44444444-4444-4444-8444-444444444444',
          parentId: thread()._id,
          name: 'Dev',
          comment: 'Me too.',
          createdAt: '2026-11-21T10:00:00.000Z',
          likes: 0,
          likedByMe: false,
        },
      },
    });
    const user = await renderSection();
    await user.click(screen.getByRole('button', { name: 'Reply to Ben' }));
    const form = screen.getByRole('form', { name: 'Reply to Ben' });
    await user.type(within(form).getByLabelText('Name'), 'Dev');
    await user.type(within(form).getByLabelText('Email (not published)'), 'dev@example.com');
    await user.type(within(form).getByLabelText('Reply'), 'Me too.');
    await user.click(within(form).getByRole('button', { name: 'Post Reply' }));
    expect(post).toHaveBeenCalledWith(BASE, expect.objectContaining({ parentId: thread()._id }));
    expect(within(screen.getByRole('list', { name: 'Replies to Asha' })).getByText('Me too.')).toBeInTheDocument();
  });
});

describe('CommentsSection when the post changes', () => {
  it('shows the comments of the post on screen, not a late answer for the one before', async () => {
    let answerFirstPost: (value: { data: unknown }) => void = () => undefined;
    const page = (comments: StoredComment[]) => ({
      data: { data: { comments, total: comments.length, totalWithReplies: comments.length, page: 1, hasMore: false } },
    });
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation((url: string) =>
        url === BASE
          ? new Promise((resolve) => (answerFirstPost = resolve))
          : Promise.resolve(page([thread({ _id: '33333333-3333-4333-8333-333333333333', comment: 'Pack light.' })])),
      );
    const { rerender } = render(<CommentsSection slug="first-post" />);
    rerender(<CommentsSection slug="second-post" />);
    expect(await screen.findByText('Pack light.')).toBeInTheDocument();

    await act(async () => answerFirstPost(page([thread()])));
    expect(screen.queryByText('Carry a poncho.')).not.toBeInTheDocument();
    expect(screen.getByText('Pack light.')).toBeInTheDocument();
  });
});

describe('CommentsSection Load more comments', () => {
  const threads = Array.from({ length: 6 }, (_, i) =>
    thread({ _id: `5555555${i}-5555-4555-8555-555555555555`, comment: `Tip ${i + 1}`, replies: [] }),
  );
  const page = (n: number) => ({
    data: {
      data: { comments: threads.slice((n - 1) * 5, n * 5), total: 6, totalWithReplies: 6, page: n, hasMore: n === 1 },
    },
  });

  it('adds the next page under the comments shown, and says so when it could not be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(page(1))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(page(2));
    const user = userEvent.setup();
    render(<CommentsSection slug="first-post" />);
    await screen.findByText('Tip 5');

    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Comments could not be loaded. Please try again later.');
    expect(screen.getByText('Tip 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('Tip 6')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
    expect(get.mock.calls.map(([, options]) => (options?.params as { page: number }).page)).toEqual([1, 2, 2]);
  });
});
