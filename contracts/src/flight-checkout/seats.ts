/**
 * The cabin every flight's seat map is drawn from (docs/domains.md, "Flight checkout"): 30 rows of 3-3,
 * 180 seats. Window seats and the extra-legroom rows (the first row and the exit rows) carry a price.
 */
export const SEAT_ROWS = 30;
export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type SeatLetter = (typeof SEAT_LETTERS)[number];
export const EXIT_ROWS: readonly number[] = [12, 13];
export const EXTRA_LEGROOM_ROWS: readonly number[] = [1, ...EXIT_ROWS];
export const SEAT_COUNT = SEAT_ROWS * SEAT_LETTERS.length;

export type SeatPosition = 'window' | 'middle' | 'aisle';

/** Paise. */
export const EXTRA_LEGROOM_SEAT_MINOR = 80_000;
export const WINDOW_SEAT_MINOR = 35_000;

export interface SeatSpec {
  /** '12A' */
  seat: string;
  row: number;
  letter: SeatLetter;
  position: SeatPosition;
  exitRow: boolean;
  extraLegroom: boolean;
  /** What choosing it costs, in minor units of INR; 0 for a free seat. */
  priceMinor: number;
}

export const seatPosition = (letter: SeatLetter): SeatPosition =>
  letter === 'A' || letter === 'F' ? 'window' : letter === 'C' || letter === 'D' ? 'aisle' : 'middle';

export function seatSpec(row: number, letter: SeatLetter): SeatSpec {
  const extraLegroom = EXTRA_LEGROOM_ROWS.includes(row);
  const position = seatPosition(letter);
  return {
    seat: `${row}${letter}`,
    row,
    letter,
    position,
    exitRow: EXIT_ROWS.includes(row),
    extraLegroom,
    priceMinor: extraLegroom ? EXTRA_LEGROOM_SEAT_MINOR : position === 'window' ? WINDOW_SEAT_MINOR : 0,
  };
}

/** Every seat of the cabin, row by row. */
export const SEAT_LAYOUT: readonly SeatSpec[] = Array.from({ length: SEAT_ROWS }, (_, i) =>
  SEAT_LETTERS.map((letter) => seatSpec(i + 1, letter)),
).flat();

const SEAT_PATTERN = /^([1-9]|[12][0-9]|30)([A-F])$/;

/** The seat named '12A', or undefined when the cabin has no such seat. */
export function parseSeat(seat: string): SeatSpec | undefined {
  const match = SEAT_PATTERN.exec(seat.trim().toUpperCase());
  return match ? seatSpec(Number(match[1]), match[2] as SeatLetter) : undefined;
}
