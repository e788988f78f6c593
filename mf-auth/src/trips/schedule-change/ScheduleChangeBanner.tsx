import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { FlightDisruption } from '@travel/contracts/disruptions';
import { ChangeComparison } from './ChangeComparison';
import { ChangeDeadline } from './ChangeDeadline';
import { scheduleChangePath } from './scheduleChangePaths';
import { HEADLINES } from './scheduleChangeTexts';
import './ScheduleChange.css';

/**
 * An unanswered airline change on a trip: what changed (the flights as booked and now), the deadline and what
 * happens when it passes, and the way to the page where the traveller answers it.
 */
export function ScheduleChangeBanner({
  disruption,
  headingLevel = 2,
}: {
  disruption: FlightDisruption;
  /** 2 on the trip page, 3 inside a card of the trips list. */
  headingLevel?: 2 | 3;
}) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="schedule-change-banner" aria-labelledby={titleId}>
      <Heading id={titleId} className="schedule-change-banner__title">
        {HEADLINES[disruption.kind]}
      </Heading>
      <p>Please tell us what you would like to do: the choice is yours, and we confirm it with the airline.</p>
      <ChangeComparison disruption={disruption} />
      <ChangeDeadline disruption={disruption} />
      <Link className="tp-button" to={scheduleChangePath(disruption.reference, disruption.id)}>
        Review the change
      </Link>
    </section>
  );
}
