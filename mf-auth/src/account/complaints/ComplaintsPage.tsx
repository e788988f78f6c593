import { Link } from 'react-router-dom';
import { QueryState } from '@travel/shared-ui/api';
import { Spinner } from '@travel/shared-ui/components';
import { AccountLayout } from '../layout/AccountLayout';
import { useComplaints } from './api/getComplaints';
import { BookingLabel, Clock } from './Clock';
import { complaintPath, GRIEVANCE_OFFICER_PATH, newComplaintPath } from './complaintPaths';
import { acknowledgeClock, categoryLabel, complaintTime, resolveClock, statusLabelOf } from './complaintTexts';
import './Complaints.css';

/** The traveller's tickets: number, category, booking, status and the two clocks. */
function ComplaintList() {
  const complaints = useComplaints();
  return (
    <section className="ma-account__section" aria-labelledby="your-complaints">
      <h2 id="your-complaints">Your complaints</h2>
      <p className="ma-account__note">
        We acknowledge every complaint within 48 hours and resolve it within 30 days of filing.{' '}
        <Link to={GRIEVANCE_OFFICER_PATH}>Our grievance officer</Link>
      </p>
      <p>
        <Link to={newComplaintPath()} className="tp-button">
          File a complaint
        </Link>
      </p>
      <QueryState
        query={complaints}
        loading={<Spinner label="Loading your complaints…" />}
        isEmpty={(list) => list.length === 0}
        empty={<p>You have not filed any complaints. If something went wrong with a booking, tell us here.</p>}
      >
        {(list) => (
          <table className="ma-complaints__table">
            <caption className="tp-visually-hidden">Your complaints</caption>
            <thead>
              <tr>
                <th scope="col">Ticket</th>
                <th scope="col">Category</th>
                <th scope="col">Booking</th>
                <th scope="col">Status</th>
                <th scope="col">Acknowledgement</th>
                <th scope="col">Resolution</th>
              </tr>
            </thead>
            <tbody>
              {list.map((complaint) => (
                <tr key={complaint.ticket}>
                  <th scope="row">
                    <Link to={complaintPath(complaint.ticket)} translate="no">
                      {complaint.ticket}
                    </Link>
                    <div className="ma-account__note">{`Filed ${complaintTime(complaint.filedAt)}`}</div>
                  </th>
                  <td>{categoryLabel(complaint.category)}</td>
                  <td>
                    <BookingLabel booking={complaint.booking} />
                  </td>
                  <td>{statusLabelOf(complaint.status)}</td>
                  <td>
                    <Clock clock={acknowledgeClock(complaint)} />
                  </td>
                  <td>
                    <Clock clock={resolveClock(complaint)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </section>
  );
}

/** /account/complaints: "Help & complaints", the traveller's tickets and the way to file one. */
export default function ComplaintsPage() {
  return <AccountLayout title="Help & complaints">{() => <ComplaintList />}</AccountLayout>;
}
