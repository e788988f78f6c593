import { CITY_CATALOG, distanceKm, type CityCatalog } from './hotels.catalog';

/** One inventory row, as the hotels table stores it (money in paise). */
export interface HotelRecord {
  id: string;
  city: string;
  country: string;
  name: string;
  property_type: string;
  stars: number;
  review_score: number;
  review_count: number;
  review_text: string;
  neighbourhood: string;
  centre_distance_m: number;
  lat: number;
  lng: number;
  amenities: string[];
  popular_with: string[];
  free_cancellation: boolean;
  pay_on_arrival: boolean;
  breakfast_included: boolean;
  price_per_night_minor: number;
  original_price_minor: number;
  providers_count: number;
  max_guests_per_room: number;
  photo_count: number;
  best_score: number;
  check_in_time: string;
  check_out_time: string;
  cancellation_policy: string;
  description: string;
}

/** One room type of a hotel, as hotel_room_types stores it (price in paise, before tax). */
export interface RoomTypeRecord {
  hotel_id: string;
  id: string;
  position: number;
  name: string;
  bed: string;
  size_sqm: number;
  max_adults: number;
  max_children: number;
  max_occupancy: number;
  price_per_night_minor: number;
  rooms_total: number;
  amenities: string[];
}

/** Deterministic pseudo-random numbers (mulberry32), so every database gets the same inventory. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
    weighted: <T>(items: readonly [T, number][]) => {
      let roll = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
  };
}

type Random = ReturnType<typeof randomSource>;

const BRANDS = [
  'Grand',
  'Royal',
  'Comfort',
  'Harbour',
  'Heritage',
  'Skyline',
  'Park',
  'Garden',
  'Urban',
  'Palm',
  'Crown',
  'Metro',
  'Lotus',
  'Azure',
  'Summit',
  'Cedar',
];
const HOTEL_WORDS = ['Hotel', 'Inn', 'Suites', 'Residency', 'Palace', 'Plaza', 'House', 'Lodge'];
const TYPE_WORDS: Record<string, string[]> = {
  Hotel: HOTEL_WORDS,
  Apartment: ['Apartments', 'Serviced Residences', 'Lofts', 'Studios'],
  Hostel: ['Hostel', 'Backpackers', 'Bunkhouse'],
  Resort: ['Resort & Spa', 'Retreat', 'Beach Resort', 'Resort'],
};
const STAR_PRICES: Record<number, [number, number]> = {
  1: [1500, 2800],
  2: [2200, 4500],
  3: [3200, 7000],
  4: [5500, 11500],
  5: [9000, 19000],
};

export function reviewTextFor(score: number): string {
  if (score >= 9) return 'Exceptional';
  if (score >= 8.5) return 'Excellent';
  if (score >= 8) return 'Very good';
  if (score >= 7) return 'Good';
  if (score >= 6) return 'Pleasant';
  return 'Fair';
}

const roundTo10Rupees = (rupees: number) => Math.round(rupees / 10) * 10 * 100;

function generateHotel(random: Random, catalog: CityCatalog, index: number): HotelRecord {
  const id = `${catalog.city
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase()}-${String(index + 1).padStart(4, '0')}`;
  const propertyType = random.weighted<string>([
    ['Hotel', 60],
    ['Apartment', 18],
    ['Hostel', 10],
    ['Resort', 12],
  ]);
  const stars =
    propertyType === 'Hostel'
      ? random.int(1, 2)
      : propertyType === 'Resort'
        ? random.int(4, 5)
        : random.weighted<number>([
            [1, 6],
            [2, 14],
            [3, 34],
            [4, 29],
            [5, 17],
          ]);
  const neighbourhood = random.pick(catalog.neighbourhoods);
  const lat = Number((neighbourhood.lat + random.between(-0.011, 0.011)).toFixed(5));
  const lng = Number((neighbourhood.lng + random.between(-0.011, 0.011)).toFixed(5));
  const reviewScore = Math.round(Math.min(9.8, Math.max(5.2, random.between(5.6, 8.6) + stars * 0.25)) * 10) / 10;
  const [low, high] = STAR_PRICES[stars];
  const basePrice = roundTo10Rupees(random.between(low, high) * catalog.priceFactor);
  const freeCancellation = random.chance(0.55);
  const payOnArrival = random.chance(0.35);
  const breakfastIncluded = random.chance(stars >= 4 ? 0.5 : 0.3);
  const amenities = [
    random.chance(0.92) ? 'Wi-Fi' : '',
    random.chance(propertyType === 'Resort' || propertyType === 'Apartment' ? 0.8 : 0.4) ? 'Parking' : '',
    breakfastIncluded || random.chance(0.3) ? 'Breakfast' : '',
    random.chance(propertyType === 'Resort' ? 0.95 : stars >= 4 ? 0.6 : 0.12) ? 'Pool' : '',
    random.chance(stars >= 4 ? 0.75 : 0.2) ? 'Gym' : '',
  ].filter(Boolean);
  const popularWith = ['Families', 'Couples', 'Business', 'Solo travelers'].filter((_, i) =>
    random.chance(
      [
        propertyType === 'Apartment' || propertyType === 'Resort' ? 0.7 : 0.35,
        0.45,
        propertyType === 'Hotel' ? 0.55 : 0.15,
        propertyType === 'Hostel' ? 0.9 : 0.3,
      ][i],
    ),
  );
  if (popularWith.length === 0) popularWith.push(propertyType === 'Hostel' ? 'Solo travelers' : 'Couples');

  // The usual price (struck through on a deal) is above the dearest of a few draws of today's. They were once the
  // prices of made-up booking sites; they are drawn as then, so every hotel after this one stays the same.
  const draws = Array.from({ length: 8 }, (_, i) => i)
    .sort(() => random.next() - 0.5)
    .slice(0, random.int(2, 6))
    .map((_, i) => {
      const price = i === 0 ? basePrice : basePrice + roundTo10Rupees((basePrice / 100) * random.between(0.02, 0.2));
      if (freeCancellation) random.chance(0.85);
      return price;
    });
  const highest = Math.max(...draws);
  const name = `${random.pick(BRANDS)} ${neighbourhood.name} ${random.pick(TYPE_WORDS[propertyType])}`;
  const centreKm = distanceKm({ lat, lng }, catalog.centre);
  const bestScore = Math.round(
    reviewScore * 10 + stars * 4 + (freeCancellation ? 3 : 0) - basePrice / 100 / 1000 - centreKm,
  );

  return {
    id,
    city: catalog.city,
    country: catalog.country,
    name,
    property_type: propertyType,
    stars,
    review_score: reviewScore,
    review_count: random.int(40, 4200),
    review_text: reviewTextFor(reviewScore),
    neighbourhood: neighbourhood.name,
    centre_distance_m: Math.round(centreKm * 1000),
    lat,
    lng,
    amenities,
    popular_with: popularWith,
    free_cancellation: freeCancellation,
    pay_on_arrival: payOnArrival,
    breakfast_included: breakfastIncluded,
    price_per_night_minor: basePrice,
    original_price_minor: Math.round((highest * random.between(1.08, 1.3)) / 1000) * 1000,
    // Our own rate: the one provider the catalogue knows; the suppliers' quotes come from /api/hotels/offers.
    providers_count: 1,
    max_guests_per_room: propertyType === 'Hostel' ? 2 : propertyType === 'Hotel' ? 3 : 4,
    photo_count: random.int(4, 8),
    best_score: bestScore,
    check_in_time: '14:00',
    check_out_time: random.pick(['10:00', '11:00', '12:00']),
    cancellation_policy: freeCancellation
      ? 'Free cancellation up to 48 hours before check-in; 50% refund between 24 and 48 hours; no refund within 24 hours.'
      : 'Non-refundable: the amount paid is not refunded after booking.',
    description: `A ${stars}-star ${propertyType.toLowerCase()} in ${neighbourhood.name}, ${centreKm.toFixed(1)} km from ${catalog.centre.name}.`,
  };
}

type RoomTemplate = Omit<
  RoomTypeRecord,
  'hotel_id' | 'position' | 'price_per_night_minor' | 'rooms_total' | 'size_sqm'
> & {
  size: [number, number];
  priceFactor: number;
  rooms: [number, number];
};

const room = (
  id: string,
  name: string,
  bed: string,
  size: [number, number],
  [max_adults, max_children, max_occupancy]: [number, number, number],
  priceFactor: number,
  rooms: [number, number],
  amenities: string[],
): RoomTemplate => ({ id, name, bed, size, max_adults, max_children, max_occupancy, priceFactor, rooms, amenities });

/**
 * Room types by the hotel's largest room (max_guests_per_room, which the search filters on): the last type of
 * each list hosts that many, adults or children, so a hotel the search shows has a room for the party.
 */
const ROOM_TEMPLATES: Record<number, RoomTemplate[]> = {
  2: [
    room('double', 'Double Room', '1 double bed', [12, 16], [2, 1, 2], 1, [4, 10], ['Wi-Fi', 'Shared bathroom']),
    room('twin', 'Twin Room', '2 single beds', [14, 18], [2, 1, 2], 1.1, [3, 8], ['Wi-Fi', 'Private bathroom']),
  ],
  3: [
    room(
      'standard',
      'Standard Room',
      '1 queen bed',
      [18, 24],
      [2, 1, 2],
      1,
      [6, 20],
      ['Wi-Fi', 'Air conditioning', 'TV'],
    ),
    room(
      'deluxe-king',
      'Deluxe King Room',
      '1 king bed',
      [26, 34],
      [2, 2, 3],
      1.25,
      [4, 12],
      ['Wi-Fi', 'Air conditioning', 'TV', 'Minibar'],
    ),
    room(
      'family',
      'Family Room',
      '1 king bed and 1 sofa bed',
      [34, 44],
      [3, 2, 3],
      1.5,
      [2, 6],
      ['Wi-Fi', 'Air conditioning', 'TV', 'Sofa'],
    ),
  ],
  4: [
    room(
      'studio',
      'Studio',
      '1 queen bed',
      [28, 36],
      [2, 1, 2],
      1,
      [4, 12],
      ['Wi-Fi', 'Kitchenette', 'Air conditioning'],
    ),
    room(
      'one-bedroom',
      'One-Bedroom Suite',
      '1 king bed and 1 sofa bed',
      [45, 60],
      [4, 2, 4],
      1.45,
      [2, 8],
      ['Wi-Fi', 'Kitchen', 'Living room', 'Air conditioning'],
    ),
  ],
};

/** A hotel's room types, drawn from its id so that every database has the same ones. */
export function generateRoomTypes(
  hotel: Pick<HotelRecord, 'id' | 'price_per_night_minor' | 'max_guests_per_room'>,
): RoomTypeRecord[] {
  let seed = 0;
  for (const char of hotel.id) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) >>> 0;
  const random = randomSource(seed);
  return ROOM_TEMPLATES[hotel.max_guests_per_room].map((template, position) => ({
    hotel_id: hotel.id,
    id: template.id,
    position,
    name: template.name,
    bed: template.bed,
    size_sqm: random.int(...template.size),
    max_adults: template.max_adults,
    max_children: template.max_children,
    max_occupancy: template.max_occupancy,
    // The first type at the hotel's own price (its headline price); a card shows the cheapest type the party fits.
    price_per_night_minor:
      position === 0 ? hotel.price_per_night_minor : roomTo10Rupees(hotel.price_per_night_minor * template.priceFactor),
    rooms_total: random.int(...template.rooms),
    amenities: template.amenities,
  }));
}

const roomTo10Rupees = (amountMinor: number) => Math.round(amountMinor / 1000) * 1000;

/** The whole inventory: the same 2,200 hotels (with their rooms) every time. */
export function generateInventory(): { hotels: HotelRecord[]; roomTypes: RoomTypeRecord[] } {
  const random = randomSource(20240601);
  const hotels: HotelRecord[] = [];
  for (const catalog of CITY_CATALOG) {
    for (let i = 0; i < catalog.hotelCount; i++) hotels.push(generateHotel(random, catalog, i));
  }
  return { hotels, roomTypes: hotels.flatMap(generateRoomTypes) };
}
