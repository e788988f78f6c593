import { useDisruptions } from './api/getDisruptions';
import { ScheduleChangeBanner } from './ScheduleChangeBanner';
import { isUnanswered } from './scheduleChangeTexts';

/**
 * The banners of a flight booking's unanswered airline changes (none when there is none). A failed look is not
 * shown here: the trip itself still is, and the emailed notice leads to the review page.
 */
export function ScheduleChangeNotice({
  reference,
  token,
  headingLevel,
}: {
  reference: string;
  token?: string;
  headingLevel?: 2 | 3;
}) {
  const changes = useDisruptions(reference, token);
  if (changes.status !== 'success') return null;
  return (
    <>
      {changes.data.filter(isUnanswered).map((disruption) => (
        <ScheduleChangeBanner key={disruption.id} disruption={disruption} headingLevel={headingLevel} />
      ))}
    </>
  );
}
