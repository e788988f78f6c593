/** A guest's token for one booking, from the emailed code: kept for this browser tab only. */
const keyOf = (reference: string) => `tripToken:${reference.toUpperCase()}`;

export function saveTripToken(reference: string, token: string): void {
  try {
    sessionStorage.setItem(keyOf(reference), token);
  } catch {
    // Private mode without storage: the booking opens once, in this page.
  }
}

export function tripToken(reference: string): string | undefined {
  try {
    return sessionStorage.getItem(keyOf(reference)) ?? undefined;
  } catch {
    return undefined;
  }
}

export const tripPath = (kind: string, reference: string) =>
  `/my-trips/trip?kind=${kind}&reference=${encodeURIComponent(reference)}`;
