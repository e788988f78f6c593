import { Link } from 'react-router-dom';
import { useIsSignedIn } from '@travel/shared-ui/store';
import { ACCOUNT_COMPLAINT_FORM, GRIEVANCE_OFFICER, GUEST_COMPLAINT_FORM } from './grievanceOfficer';
import '../common/content.css';

/**
 * /grievance-officer: who handles complaints and how to reach them (the values in grievanceOfficer.ts), and the two
 * deadlines every complaint runs against: acknowledged within 48 hours, resolved within 30 days.
 */
export default function GrievanceOfficerPage() {
  const signedIn = useIsSignedIn();
  const officer = GRIEVANCE_OFFICER;
  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Help &amp; complaints</p>
        <h1>Grievance officer</h1>
        <p>
          If something went wrong with a booking and our support team has not put it right, our grievance officer will
          look into it.
        </p>
        <div className="tc-actions">
          <Link to={signedIn ? ACCOUNT_COMPLAINT_FORM : GUEST_COMPLAINT_FORM} className="tp-button">
            File a complaint
          </Link>
        </div>
      </header>
      <div className="tc-prose">
        <section className="tc-section" aria-labelledby="officer-heading">
          <h2 id="officer-heading">How to reach our grievance officer</h2>
          <dl className="tc-grievance">
            <dt>Name</dt>
            <dd translate="no">{officer.name}</dd>
            <dt>Designation</dt>
            <dd>{officer.designation}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${officer.email}`} translate="no">
                {officer.email}
              </a>
            </dd>
            <dt>Postal address</dt>
            <dd>
              <address>
                {officer.addressLines.map((line) => (
                  <span key={line} className="tc-grievance__line">
                    {line}
                  </span>
                ))}
              </address>
            </dd>
            <dt>Hours</dt>
            <dd>{officer.hours}</dd>
          </dl>
        </section>
        <section className="tc-section" aria-labelledby="timelines-heading">
          <h2 id="timelines-heading">What happens to your complaint</h2>
          <ol>
            <li>
              You file it from your account, or as a guest with your booking reference, and get a ticket number at once
              by email.
            </li>
            <li>We acknowledge it within 48 hours of filing.</li>
            <li>
              We resolve it within 30 days of filing and email you what we decided. If you are not satisfied, reply to
              the ticket and it is reopened.
            </li>
          </ol>
          <p>Please quote your ticket number when you write to the grievance officer.</p>
        </section>
      </div>
    </article>
  );
}
