import { useFormik } from 'formik';
import { QueryState } from '@travel/shared-ui/api';
import { FormikForm, TextAreaField } from '@travel/shared-ui/form';
import { toast } from '@travel/shared-ui/toast';
import { COMPLAINT_MESSAGES, complaintTextFits, type ComplaintThread } from '@travel/contracts/complaints';
import { useComplaintThread, useReplyToComplaint } from './api/complaintThread';
import { BookingLabel, Clock } from './Clock';
import { acknowledgeClock, categoryLabel, complaintTime, resolveClock, statusLabelOf } from './complaintTexts';
import './Complaints.css';

/** The reply box: checked as the API checks it; a reply to a resolved complaint reopens it. */
function ReplyForm({ complaint, token }: { complaint: ComplaintThread; token?: string }) {
  const reply = useReplyToComplaint();
  const form = useFormik({
    initialValues: { message: '' },
    validate: ({ message }) => (complaintTextFits(message) ? {} : { message: COMPLAINT_MESSAGES.message }),
    onSubmit: async ({ message }, { resetForm }) => {
      try {
        const updated = await reply.mutate(complaint.ticket, message.trim(), token);
        resetForm();
        toast.success(
          updated.status === 'reopened' && complaint.status === 'resolved'
            ? 'Your reply is sent and the complaint is reopened.'
            : 'Your reply is sent.',
        );
      } catch {
        // The mutation's message shows above the box.
      }
    },
  });
  const busy = reply.status === 'pending';
  return (
    <FormikForm form={form} aria-labelledby="complaint-reply">
      <h3 id="complaint-reply">Reply</h3>
      {complaint.status === 'resolved' && (
        <p className="ma-account__note">This complaint is resolved. Not satisfied? Reply and we will reopen it.</p>
      )}
      {reply.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {reply.message}
        </p>
      )}
      <TextAreaField id="complaint-reply-message" name="message" label="Your reply" rows={4} />
      <div className="ma-account__actions">
        <button type="submit" className="tp-button" disabled={busy}>
          {busy ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </FormikForm>
  );
}

function Thread({ complaint, token }: { complaint: ComplaintThread; token?: string }) {
  return (
    <section className="ma-account__section" aria-labelledby="complaint-heading">
      <h2 id="complaint-heading">
        Complaint <span translate="no">{complaint.ticket}</span>
      </h2>
      <dl className="ma-complaints__facts">
        <dt>Status</dt>
        <dd>{statusLabelOf(complaint.status)}</dd>
        <dt>Category</dt>
        <dd>{categoryLabel(complaint.category)}</dd>
        <dt>Booking</dt>
        <dd>
          <BookingLabel booking={complaint.booking} />
        </dd>
        <dt>Filed</dt>
        <dd>{complaintTime(complaint.filedAt)}</dd>
        <dt>Acknowledgement</dt>
        <dd>
          <Clock clock={acknowledgeClock(complaint)} />
        </dd>
        <dt>Resolution</dt>
        <dd>
          <Clock clock={resolveClock(complaint)} />
        </dd>
      </dl>
      {complaint.resolution && (
        <div className="ma-complaints__message ma-complaints__message--staff" aria-labelledby="complaint-resolution">
          <h3 id="complaint-resolution">What we decided</h3>
          <p>{complaint.resolution}</p>
        </div>
      )}
      <h3>Messages</h3>
      <ol className="ma-complaints__thread" aria-label="Messages">
        {complaint.messages.map((message, index) => (
          <li key={index} className={`ma-complaints__message ma-complaints__message--${message.author}`}>
            <strong>{message.author === 'staff' ? 'Support team' : 'You'}</strong>{' '}
            <span className="ma-account__note">{complaintTime(message.createdAt)}</span>
            <p>{message.body}</p>
          </li>
        ))}
      </ol>
      <ReplyForm complaint={complaint} token={token} />
    </section>
  );
}

/** One complaint: its status, clocks, resolution, the thread and the reply box (the account's or a guest's). */
export function ComplaintThreadView({ ticket, token }: { ticket: string; token?: string }) {
  const thread = useComplaintThread(ticket, token);
  return <QueryState query={thread}>{(complaint) => <Thread complaint={complaint} token={token} />}</QueryState>;
}
