import { useState } from 'react';
import { CommentForm } from './CommentForm';
import { useComments, type StoredComment, type StoredReply } from './api/comments';

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

const likesLabel = (likes: number) => (likes === 1 ? '1 like' : `${likes} likes`);

/** One comment or reply: who, when, what, its likes, and Reply. */
function CommentBody({
  comment,
  onLike,
  onReply,
}: {
  comment: StoredComment | StoredReply;
  onLike: () => Promise<void>;
  onReply: () => void;
}) {
  const [likeFailed, setLikeFailed] = useState(false);
  const [liking, setLiking] = useState(false);
  const like = async () => {
    setLiking(true);
    setLikeFailed(false);
    try {
      await onLike();
    } catch (error) {
      console.error('Like failed', error);
      setLikeFailed(true);
    } finally {
      setLiking(false);
    }
  };
  return (
    <>
      <p className="tc-blog__comment-author">
        <strong>{comment.name}</strong> <time dateTime={comment.createdAt}>{formatTime(comment.createdAt)}</time>
      </p>
      <p>{comment.comment}</p>
      <div className="tc-blog__comment-actions">
        <button
          type="button"
          className={`tc-blog__like${comment.likedByMe ? ' is-liked' : ''}`}
          aria-pressed={comment.likedByMe}
          aria-label={`Like comment by ${comment.name}`}
          disabled={liking}
          onClick={() => void like()}
        >
          <span aria-hidden="true">{comment.likedByMe ? '♥' : '♡'}</span> Like
        </button>
        <span className="tc-muted" data-testid="like-count">
          {likesLabel(comment.likes)}
        </span>
        <button
          type="button"
          className="tc-blog__reply-button"
          aria-label={`Reply to ${comment.name}`}
          onClick={onReply}
        >
          Reply
        </button>
      </div>
      {likeFailed && (
        <p role="alert" className="tp-field__error">
          Your like could not be saved. Please try again.
        </p>
      )}
    </>
  );
}

/**
 * The comments of a post: stored through the API, newest first, 'Load more comments' pages through them.
 * Each has likes (one per visitor) and replies one level deep: replying to a reply answers its thread.
 */
export function CommentsSection({ slug }: { slug: string }) {
  const { comments, totalWithReplies, status, hasMore, loadMore, addComment, setLiked } = useComments(slug);
  const [replyTo, setReplyTo] = useState<{ threadId: string; name: string } | null>(null);

  return (
    <section className="tc-blog__comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments ({totalWithReplies})</h2>
      <CommentForm
        idPrefix="comment"
        title="Leave a comment"
        commentLabel="Comment"
        submitLabel="Post Comment"
        successText="Thank you! Your comment has been posted."
        onSubmit={(fields) => addComment(fields)}
      />
      {status === 'error' && <p role="alert">Comments could not be loaded. Please try again later.</p>}
      {status !== 'error' && comments.length === 0 && status === 'ready' && (
        <p className="tc-muted">No comments yet. Be the first to share your thoughts.</p>
      )}
      <ol className="tc-blog__comment-list">
        {comments.map((thread) => (
          <li key={thread._id} className="tc-card">
            <CommentBody
              comment={thread}
              onLike={() => setLiked(thread._id, !thread.likedByMe)}
              onReply={() => setReplyTo({ threadId: thread._id, name: thread.name })}
            />
            {thread.replies.length > 0 && (
              <ol className="tc-blog__replies" aria-label={`Replies to ${thread.name}`}>
                {thread.replies.map((reply) => (
                  <li key={reply._id}>
                    <CommentBody
                      comment={reply}
                      onLike={() => setLiked(reply._id, !reply.likedByMe)}
                      onReply={() => setReplyTo({ threadId: thread._id, name: reply.name })}
                    />
                  </li>
                ))}
              </ol>
            )}
            {replyTo?.threadId === thread._id && (
              <CommentForm
                key={`${replyTo.threadId}-${replyTo.name}`}
                idPrefix={`reply-${thread._id}`}
                title={`Reply to ${replyTo.name}`}
                commentLabel="Reply"
                submitLabel="Post Reply"
                successText="Thank you! Your reply has been posted."
                onSubmit={(fields) => addComment(fields, thread._id)}
                onCancel={() => setReplyTo(null)}
              />
            )}
          </li>
        ))}
      </ol>
      {hasMore && (
        <button
          type="button"
          className="tp-button tp-button--secondary"
          onClick={() => void loadMore()}
          disabled={status === 'loading'}
        >
          {status === 'loading' ? 'Loading...' : 'Load more comments'}
        </button>
      )}
    </section>
  );
}
