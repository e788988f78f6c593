import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '@travel/shared-ui/fields';
import { COMPLAINT_TICKET_PATTERN } from '@travel/contracts/complaints';
import { guestComplaintTicketPath } from './complaintPaths';

const TICKET = new RegExp(COMPLAINT_TICKET_PATTERN);

/** A guest follows a complaint filed about the booking opened with the look-up: its ticket number from the email. */
export function FollowTicket({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const [ticket, setTicket] = useState('');
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = ticket.trim().toUpperCase();
    if (!TICKET.test(wanted)) {
      setError('Enter the ticket number from the email, such as TP-C-000123.');
      return;
    }
    navigate(guestComplaintTicketPath(wanted, reference));
  };
  return (
    <form onSubmit={onSubmit} noValidate className="ma-account__section" aria-labelledby="follow-ticket">
      <h2 id="follow-ticket">Follow a complaint you filed</h2>
      <TextField
        id="follow-ticket-number"
        label="Ticket number"
        value={ticket}
        error={error || undefined}
        autoComplete="off"
        onChange={(event) => setTicket(event.target.value)}
      />
      <div className="ma-account__actions">
        <button type="submit" className="tp-button tp-button--secondary">
          Open the complaint
        </button>
      </div>
    </form>
  );
}
