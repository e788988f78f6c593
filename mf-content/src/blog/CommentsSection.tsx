import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@travel/shared-ui';
import { commentSchema } from '@travel/shared-ui/validation';
import { ValidationError } from 'yup';
import { useComments } from './blogApi';

type Fields = { name: string; email: string; comment: string };
const EMPTY: Fields = { name: '', email: '', comment: '' };

function fieldErrors(values: Fields): Partial<Fields> {
  try {
    commentSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<Fields> = {};
    if (error instanceof ValidationError) {
      for (const inner of error.inner) {
        const key = inner.path as keyof Fields;
        if (key && !errors[key]) errors[key] = inner.message;
      }
    }
    return errors;
  }
}

const formatTime = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The comments of a post: stored through the API, newest first, 'Load more comments' pages through them. */
export function CommentsSection({ slug }: { slug: string }) {
  const { comments, total, status, hasMore, loadMore, addComment } = useComments(slug);
  const [values, setValues] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Fields>>({});
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrors(values);
    setErrors(problems);
    setMessage(undefined);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      await addComment({ name: values.name.trim(), email: values.email.trim(), comment: values.comment.trim() });
      setValues(EMPTY);
      setMessage({ kind: 'success', text: 'Thank you! Your comment has been posted.' });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof Fields, label: string, type: 'text' | 'email' | 'textarea') => {
    const id = `comment-${name}`;
    const props = {
      id,
      name,
      value: values[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    };
    return (
      <div className="tp-field">
        <label htmlFor={id}>{label}</label>
        {type === 'textarea' ? <textarea rows={4} {...props} /> : <input type={type} {...props} />}
        {errors[name] && (
          <span id={`${id}-error`} className="tp-field__error">
            {errors[name]}
          </span>
        )}
      </div>
    );
  };

  return (
    <section className="tc-blog__comments" aria-labelledby="comments-heading">
      <h2 id="comments-heading">Comments ({total})</h2>
      <form onSubmit={onSubmit} noValidate className="tc-blog__comment-form">
        <h3>Leave a comment</h3>
        <div className="tc-blog__comment-row">
          {field('name', 'Name', 'text')}
          {field('email', 'Email (not published)', 'email')}
        </div>
        {field('comment', 'Comment', 'textarea')}
        <button type="submit" className="tp-button" disabled={submitting}>
          {submitting ? 'Posting...' : 'Post Comment'}
        </button>
        {message && (
          <p
            role={message.kind === 'error' ? 'alert' : 'status'}
            className={message.kind === 'error' ? 'tp-field__error' : ''}
          >
            {message.text}
          </p>
        )}
      </form>
      {status === 'error' && <p role="alert">Comments could not be loaded. Please try again later.</p>}
      {status !== 'error' && comments.length === 0 && status === 'ready' && (
        <p className="tc-muted">No comments yet. Be the first to share your thoughts.</p>
      )}
      <ol className="tc-blog__comment-list">
        {comments.map((comment) => (
          <li key={comment._id} className="tc-card">
            <p className="tc-blog__comment-author">
              <strong>{comment.name}</strong> <time dateTime={comment.createdAt}>{formatTime(comment.createdAt)}</time>
            </p>
            <p>{comment.comment}</p>
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
