import type { FlightDisruption } from '@travel/contracts/disruptions';
import { whenIst } from './scheduleChangeTexts';

/** The supplier's deadline, when it set one, and what happens when it passes (the API's words). */
export function ChangeDeadline({ disruption }: { disruption: FlightDisruption }) {
  return (
    <div className="schedule-change__deadline">
      {disruption.respondBy && (
        <p>
          <strong>Please answer by {whenIst(disruption.respondBy)}.</strong>
        </p>
      )}
      <p>{disruption.whenDeadlinePasses}</p>
    </div>
  );
}
