import { QueryState } from '@travel/shared-ui/api';
import type { DisruptionCompensation, FlightDisruption } from '@travel/contracts/disruptions';
import { useCompensation } from './api/getCompensation';
import { moneyIn } from '../tripTexts';

function Compensation({ compensation }: { compensation: DisruptionCompensation }) {
  const amount = (minor: number) => moneyIn(minor, compensation.currency);
  return (
    <>
      {compensation.owed ? (
        <>
          <p className="schedule-change__amount" data-testid="compensation-amount">
            {compensation.upTo
              ? `Up to ${amount(compensation.perPassengerMinor)} per passenger`
              : `${amount(compensation.perPassengerMinor)} per passenger`}
          </p>
          {compensation.totalMinor !== compensation.perPassengerMinor && (
            <p>
              {compensation.upTo
                ? `Up to ${amount(compensation.totalMinor)} for everyone on this booking`
                : `${amount(compensation.totalMinor)} for everyone on this booking`}
            </p>
          )}
          <p>It is owed on top of the other flight or the full refund, by the airline that operates the flight.</p>
        </>
      ) : (
        <p className="schedule-change__amount">No compensation is owed for this change.</p>
      )}
      <p>{compensation.explanation}</p>
      {compensation.noticeHours >= 0 && (
        <p className="trips-muted">{`We told you ${compensation.noticeHours} hours before the booked departure.`}</p>
      )}
      {compensation.owed && (
        <>
          <h3>How to claim it</h3>
          <p>{compensation.howToClaim}</p>
        </>
      )}
      <p className="trips-muted">{`Rule: ${compensation.source}`}</p>
    </>
  );
}

/** What the DGCA's rule gives for this change (the API applies contracts' `carCompensation`), and how to claim it. */
export function CompensationSection({ disruption, token }: { disruption: FlightDisruption; token?: string }) {
  const compensation = useCompensation(disruption.reference, disruption.id, token);
  return (
    <section aria-labelledby="schedule-change-compensation" className="schedule-change__compensation">
      <h2 id="schedule-change-compensation">Compensation from the airline</h2>
      <QueryState query={compensation}>{(shown) => <Compensation compensation={shown} />}</QueryState>
    </section>
  );
}
