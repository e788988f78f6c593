import { Link, useSearchParams } from 'react-router-dom';
import { AccountLayout } from '../layout/AccountLayout';
import { COMPLAINTS_PATH } from './complaintPaths';
import { ComplaintThreadView } from './ComplaintThreadView';

/** /account/complaints/ticket?ticket=TP-C-000123: one of the traveller's complaints, its thread and a reply box. */
export default function ComplaintTicketPage() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  return (
    <AccountLayout title="Help & complaints">
      {() => (
        <>
          <p>
            <Link to={COMPLAINTS_PATH}>Back to Help &amp; complaints</Link>
          </p>
          <ComplaintThreadView ticket={ticket} />
        </>
      )}
    </AccountLayout>
  );
}
