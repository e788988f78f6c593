import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@travel/shared-ui/api';
import { TextAreaField, TextField } from '@travel/shared-ui/fields';
import { commentSchema } from '@travel/contracts/validation';
import { ValidationError } from 'yup';
import type { CommentFields } from './api/comments';

const EMPTY: CommentFields = { name: '', email: '', comment: '' };

function fieldErrors(values: CommentFields): Partial<CommentFields> {
  try {
    commentSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Partial<CommentFields> = {};
    if (error instanceof ValidationError) {
      for (const inner of error.inner) {
        const key = inner.path as keyof CommentFields;
        if (key && !errors[key]) errors[key] = inner.message;
      }
    }
    return errors;
  }
}

/**
 * The comment form (name, email, comment, checked as the API checks them), for a new comment or a reply.
 * `idPrefix` keeps the fields' ids apart when a reply form is open beside the comment form.
 */
export function CommentForm({
  idPrefix,
  title,
  commentLabel,
  submitLabel,
  successText,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  title: string;
  commentLabel: string;
  submitLabel: string;
  successText: string;
  onSubmit: (fields: CommentFields) => Promise<void>;
  onCancel?: () => void;
}) {
  const [values, setValues] = useState<CommentFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<CommentFields>>({});
  const [submitting, setSubmitting] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrors(values);
    setErrors(problems);
    setMessage(undefined);
    if (Object.keys(problems).length > 0) return;
    setSubmitting(true);
    try {
      await onSubmit({ name: values.name.trim(), email: values.email.trim(), comment: values.comment.trim() });
      setValues(EMPTY);
      setMessage({ kind: 'success', text: successText });
    } catch (error) {
      setMessage({ kind: 'error', text: apiErrorMessage(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const fieldProps = (name: keyof CommentFields) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  return (
    <form onSubmit={submit} noValidate className="tc-blog__comment-form" aria-label={title}>
      <h3>{title}</h3>
      <div className="tc-blog__comment-row">
        <TextField label="Name" {...fieldProps('name')} />
        <TextField label="Email (not published)" type="email" {...fieldProps('email')} />
      </div>
      <TextAreaField label={commentLabel} rows={onCancel ? 3 : 4} {...fieldProps('comment')} />
      <div className="tc-blog__comment-actions">
        <button type="submit" className="tp-button" disabled={submitting}>
          {submitting ? 'Posting...' : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="tp-button tp-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {message && (
        <p
          role={message.kind === 'error' ? 'alert' : 'status'}
          className={message.kind === 'error' ? 'tp-field__error' : ''}
        >
          {message.text}
        </p>
      )}
    </form>
  );
}
