import { useFormik } from 'formik';
import { apiErrorMessage, apiErrorStatus, apiFieldProblems, invalidateQueries } from '@travel/shared-ui/api';
import { FormikForm, SelectField, TextAreaField, TextField, fieldErrors } from '@travel/shared-ui/form';
import { toast } from '@travel/shared-ui/toast';
import { COMPLAINT_MESSAGES, complaintTextFits, type StaffComplaintDetail } from '@travel/contracts/complaints';
import { useAssignComplaint } from './api/assignComplaint';
import { staffComplaintKey } from './api/getStaffComplaint';
import { useLinkComplaint } from './api/linkComplaint';
import { useReplyToComplaint } from './api/replyToComplaint';
import { useResolveComplaint } from './api/resolveComplaint';

/** Who has the ticket, and Assign to me; the API's 409 names who took it first. */
export function AssignPanel({ complaint, me }: { complaint: StaffComplaintDetail; me: string }) {
  const assign = useAssignComplaint();
  const mine = complaint.assignedTo?.id === me;
  const onAssign = async () => {
    try {
      await assign.mutate(complaint.ticket);
      toast.success(`${complaint.ticket} is assigned to you.`);
    } catch (error) {
      // Someone else has it: the page shows who, as the API now tells.
      if (apiErrorStatus(error) === 409) invalidateQueries(staffComplaintKey(complaint.ticket));
    }
  };
  return (
    <section className="cmp__panel" aria-labelledby="cmp-assign">
      <h2 id="cmp-assign">Assignment</h2>
      <p>
        {mine ? 'Assigned to you' : complaint.assignedTo ? `Assigned to ${complaint.assignedTo.name}` : 'Unassigned'}
      </p>
      {assign.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {assign.message}
        </p>
      )}
      {!mine && (
        <button
          type="button"
          className="tp-button"
          disabled={assign.status === 'pending'}
          onClick={() => void onAssign()}
        >
          {assign.status === 'pending' ? 'Assigning…' : 'Assign to me'}
        </button>
      )}
    </section>
  );
}

/** A reply emailed to the traveller; the first one acknowledges the complaint. */
export function ReplyForm({ complaint }: { complaint: StaffComplaintDetail }) {
  const reply = useReplyToComplaint();
  const form = useFormik({
    initialValues: { message: '' },
    validate: ({ message }) => (complaintTextFits(message) ? {} : { message: COMPLAINT_MESSAGES.message }),
    onSubmit: async ({ message }, { resetForm, setErrors }) => {
      try {
        await reply.mutate(complaint.ticket, message.trim());
        resetForm();
        toast.success('Reply sent to the traveller.');
      } catch (error) {
        setErrors(fieldErrors(apiFieldProblems(error)));
      }
    },
  });
  return (
    <FormikForm form={form} className="cmp__panel" aria-labelledby="cmp-reply">
      <h2 id="cmp-reply">Reply to the traveller</h2>
      {reply.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {reply.message}
        </p>
      )}
      <TextAreaField id="cmp-reply-message" name="message" label="Message" rows={4} />
      <div className="cmp__actions">
        <button type="submit" className="tp-button" disabled={reply.status === 'pending'}>
          {reply.status === 'pending' ? 'Sending…' : 'Send reply'}
        </button>
      </div>
    </FormikForm>
  );
}

/** Resolves the complaint with the text the traveller reads (emailed to them). */
export function ResolveForm({ complaint }: { complaint: StaffComplaintDetail }) {
  const resolve = useResolveComplaint();
  const form = useFormik({
    initialValues: { resolution: '' },
    validate: ({ resolution }) => (complaintTextFits(resolution) ? {} : { resolution: COMPLAINT_MESSAGES.resolution }),
    onSubmit: async ({ resolution }, { resetForm, setErrors }) => {
      try {
        await resolve.mutate(complaint.ticket, resolution.trim());
        resetForm();
        toast.success(`${complaint.ticket} is resolved.`);
      } catch (error) {
        setErrors(fieldErrors(apiFieldProblems(error)));
      }
    },
  });
  if (complaint.status === 'resolved') return null;
  return (
    <FormikForm form={form} className="cmp__panel" aria-labelledby="cmp-resolve">
      <h2 id="cmp-resolve">Resolve</h2>
      {resolve.status === 'error' && (
        <p role="alert" className="tp-field__error">
          {resolve.message}
        </p>
      )}
      <TextAreaField
        id="cmp-resolution"
        name="resolution"
        label="Resolution"
        hint="What was decided, as the traveller will read it in their email."
        rows={4}
      />
      <div className="cmp__actions">
        <button type="submit" className="tp-button" disabled={resolve.status === 'pending'}>
          {resolve.status === 'pending' ? 'Resolving…' : 'Resolve complaint'}
        </button>
      </div>
    </FormikForm>
  );
}

const LINK_KINDS = [
  { value: 'refund', label: 'Refund' },
  { value: 'date_change', label: 'Date change' },
];

/** Links a refund or a date change of the complaint's booking. */
export function LinkForm({ complaint }: { complaint: StaffComplaintDetail }) {
  const link = useLinkComplaint();
  const form = useFormik({
    initialValues: { kind: 'refund', id: '' },
    validate: ({ id }) => (id.trim() ? {} : { id: COMPLAINT_MESSAGES.link }),
    onSubmit: async ({ kind, id }, { resetForm, setErrors }) => {
      const body = kind === 'refund' ? { refundId: id.trim() } : { dateChangeId: id.trim() };
      try {
        await link.mutate(complaint.ticket, body);
        resetForm();
        toast.success('Linked to the complaint.');
      } catch (error) {
        const problems = apiFieldProblems(error);
        if (problems.length > 0) setErrors({ id: problems[0].message });
        else toast.error(apiErrorMessage(error, 'Could not link it.'));
      }
    },
  });
  return (
    <FormikForm form={form} className="cmp__panel" aria-labelledby="cmp-link">
      <h2 id="cmp-link">Link a refund or a change</h2>
      {complaint.links.length > 0 && (
        <ul aria-label="Linked">
          {complaint.links.map((item) => (
            <li key={`${item.kind}-${item.targetId}`}>
              {item.kind === 'refund' ? 'Refund' : 'Date change'} <code>{item.targetId}</code>
            </li>
          ))}
        </ul>
      )}
      <SelectField id="cmp-link-kind" name="kind" label="Kind" options={LINK_KINDS} />
      <TextField id="cmp-link-id" name="id" label="Refund or date change id" autoComplete="off" />
      <div className="cmp__actions">
        <button type="submit" className="tp-button tp-button--secondary" disabled={link.status === 'pending'}>
          {link.status === 'pending' ? 'Linking…' : 'Link'}
        </button>
      </div>
    </FormikForm>
  );
}
