/**
 * The places the generated inventory is built around: each city's centre, its neighbourhoods and
 * the landmarks of the 'Near a place' chips, with real-world coordinates (approximate).
 */
export interface Spot {
  name: string;
  lat: number;
  lng: number;
}

export interface CityCatalog {
  city: string;
  country: string;
  /** IANA time zone: check-in times and cancellation deadlines are the hotel's clock. */
  timeZone: string;
  centre: Spot;
  /** Price level against Mumbai. */
  priceFactor: number;
  neighbourhoods: Spot[];
  places: Spot[];
  hotelCount: number;
}

const spot = (name: string, lat: number, lng: number): Spot => ({ name, lat, lng });

export const CITY_CATALOG: CityCatalog[] = [
  {
    city: 'Mumbai',
    timeZone: 'Asia/Kolkata',
    country: 'India',
    centre: spot('CSMT', 18.9398, 72.8355),
    priceFactor: 1,
    hotelCount: 300,
    neighbourhoods: [
      spot('CSMT', 18.9398, 72.8355),
      spot('Marine Drive', 18.9435, 72.8234),
      spot('Colaba', 18.9067, 72.8147),
      spot('Lower Parel', 18.9953, 72.8302),
      spot('Bandra', 19.0596, 72.8295),
      spot('Juhu', 19.1075, 72.8263),
      spot('Andheri', 19.1136, 72.8697),
      spot('Powai', 19.1176, 72.906),
    ],
    places: [spot('CSMT', 18.9398, 72.8355), spot('Marine Drive', 18.9435, 72.8234), spot('Andheri', 19.1136, 72.8697)],
  },
  {
    city: 'Paris',
    timeZone: 'Europe/Paris',
    country: 'France',
    centre: spot('Notre-Dame', 48.853, 2.3499),
    priceFactor: 1.5,
    hotelCount: 190,
    neighbourhoods: [
      spot('Le Marais', 48.8575, 2.3622),
      spot('Latin Quarter', 48.8493, 2.3471),
      spot('Saint-Germain', 48.8539, 2.3338),
      spot('Montmartre', 48.8867, 2.3431),
      spot('Champs-Élysées', 48.8698, 2.3078),
      spot('Bastille', 48.8532, 2.3691),
    ],
    places: [
      spot('Eiffel Tower', 48.8584, 2.2945),
      spot('Louvre', 48.8606, 2.3376),
      spot('Gare du Nord', 48.8809, 2.3553),
    ],
  },
  {
    city: 'London',
    timeZone: 'Europe/London',
    country: 'United Kingdom',
    centre: spot('Trafalgar Square', 51.508, -0.1281),
    priceFactor: 1.6,
    hotelCount: 190,
    neighbourhoods: [
      spot('Covent Garden', 51.5117, -0.124),
      spot('Soho', 51.5136, -0.1365),
      spot('Kensington', 51.4991, -0.1938),
      spot('Southwark', 51.5035, -0.0804),
      spot('Shoreditch', 51.5265, -0.0798),
      spot('Paddington', 51.5154, -0.1755),
    ],
    places: [
      spot('Big Ben', 51.5007, -0.1246),
      spot('British Museum', 51.5194, -0.127),
      spot('Heathrow Express', 51.5154, -0.1755),
    ],
  },
  {
    city: 'New York',
    timeZone: 'America/New_York',
    country: 'United States',
    centre: spot('Times Square', 40.758, -73.9855),
    priceFactor: 1.7,
    hotelCount: 190,
    neighbourhoods: [
      spot('Midtown', 40.7549, -73.984),
      spot('Chelsea', 40.7465, -74.0014),
      spot('SoHo', 40.7233, -74.003),
      spot('Upper East Side', 40.7736, -73.9566),
      spot('Financial District', 40.7075, -74.0113),
      spot('Brooklyn Heights', 40.6959, -73.9956),
    ],
    places: [
      spot('Central Park', 40.7829, -73.9654),
      spot('Empire State Building', 40.7484, -73.9857),
      spot('JFK AirTrain', 40.7003, -73.8078),
    ],
  },
  {
    city: 'Tokyo',
    timeZone: 'Asia/Tokyo',
    country: 'Japan',
    centre: spot('Tokyo Station', 35.6812, 139.7671),
    priceFactor: 1.3,
    hotelCount: 190,
    neighbourhoods: [
      spot('Shinjuku', 35.6938, 139.7034),
      spot('Shibuya', 35.658, 139.7016),
      spot('Ginza', 35.6717, 139.765),
      spot('Asakusa', 35.7148, 139.7967),
      spot('Roppongi', 35.6628, 139.7314),
      spot('Ueno', 35.7141, 139.7774),
    ],
    places: [
      spot('Shibuya Crossing', 35.6595, 139.7005),
      spot('Senso-ji', 35.7148, 139.7967),
      spot('Tokyo Tower', 35.6586, 139.7454),
    ],
  },
  {
    city: 'Dubai',
    timeZone: 'Asia/Dubai',
    country: 'United Arab Emirates',
    centre: spot('Downtown Dubai', 25.1972, 55.2744),
    priceFactor: 1.25,
    hotelCount: 190,
    neighbourhoods: [
      spot('Downtown', 25.1972, 55.2744),
      spot('Dubai Marina', 25.0805, 55.1403),
      spot('Deira', 25.2697, 55.3095),
      spot('Jumeirah', 25.2048, 55.2398),
      spot('Business Bay', 25.1865, 55.2652),
      spot('Palm Jumeirah', 25.1124, 55.139),
    ],
    places: [
      spot('Burj Khalifa', 25.1972, 55.2744),
      spot('Dubai Mall', 25.1985, 55.2796),
      spot('DXB Airport', 25.2532, 55.3657),
    ],
  },
  {
    city: 'Rome',
    timeZone: 'Europe/Rome',
    country: 'Italy',
    centre: spot('Piazza Venezia', 41.8959, 12.4823),
    priceFactor: 1.25,
    hotelCount: 190,
    neighbourhoods: [
      spot('Centro Storico', 41.8986, 12.4769),
      spot('Trastevere', 41.8897, 12.4699),
      spot('Monti', 41.8956, 12.4924),
      spot('Prati', 41.9073, 12.4613),
      spot('Termini', 41.9009, 12.5016),
      spot('Testaccio', 41.8765, 12.4757),
    ],
    places: [
      spot('Colosseum', 41.8902, 12.4922),
      spot('Vatican', 41.9029, 12.4534),
      spot('Trevi Fountain', 41.9009, 12.4833),
    ],
  },
  {
    city: 'Bangkok',
    timeZone: 'Asia/Bangkok',
    country: 'Thailand',
    centre: spot('Siam', 13.7456, 100.5341),
    priceFactor: 0.7,
    hotelCount: 190,
    neighbourhoods: [
      spot('Sukhumvit', 13.7373, 100.5603),
      spot('Silom', 13.7292, 100.5316),
      spot('Siam', 13.7456, 100.5341),
      spot('Riverside', 13.7233, 100.5147),
      spot('Khao San', 13.7589, 100.4974),
      spot('Ratchada', 13.7649, 100.5739),
    ],
    places: [
      spot('Grand Palace', 13.75, 100.4913),
      spot('Chatuchak Market', 13.7999, 100.5503),
      spot('Asok BTS', 13.7371, 100.5604),
    ],
  },
  {
    city: 'Sydney',
    timeZone: 'Australia/Sydney',
    country: 'Australia',
    centre: spot('Circular Quay', -33.8615, 151.2108),
    priceFactor: 1.4,
    hotelCount: 190,
    neighbourhoods: [
      spot('The Rocks', -33.8599, 151.2087),
      spot('Darling Harbour', -33.8748, 151.1987),
      spot('Surry Hills', -33.8861, 151.2111),
      spot('Bondi', -33.8915, 151.2767),
      spot('Manly', -33.7969, 151.2849),
      spot('Parramatta', -33.815, 151.0011),
    ],
    places: [
      spot('Opera House', -33.8568, 151.2153),
      spot('Bondi Beach', -33.8908, 151.2743),
      spot('Central Station', -33.8832, 151.2065),
    ],
  },
  {
    city: 'Barcelona',
    timeZone: 'Europe/Madrid',
    country: 'Spain',
    centre: spot('Plaça de Catalunya', 41.387, 2.1701),
    priceFactor: 1.15,
    hotelCount: 190,
    neighbourhoods: [
      spot('Gothic Quarter', 41.3833, 2.1777),
      spot('Eixample', 41.3917, 2.1649),
      spot('El Born', 41.385, 2.1833),
      spot('Gràcia', 41.4036, 2.1567),
      spot('Barceloneta', 41.3807, 2.1896),
      spot('Poblenou', 41.4036, 2.2036),
    ],
    places: [
      spot('Sagrada Família', 41.4036, 2.1744),
      spot('La Rambla', 41.3809, 2.1734),
      spot('Park Güell', 41.4145, 2.1527),
    ],
  },
  {
    city: 'Singapore',
    timeZone: 'Asia/Singapore',
    country: 'Singapore',
    centre: spot('City Hall', 1.2931, 103.852),
    priceFactor: 1.45,
    hotelCount: 190,
    neighbourhoods: [
      spot('Marina Bay', 1.2834, 103.8607),
      spot('Orchard', 1.3048, 103.8318),
      spot('Chinatown', 1.2838, 103.8436),
      spot('Little India', 1.3066, 103.8518),
      spot('Sentosa', 1.2494, 103.8303),
      spot('Clarke Quay', 1.2906, 103.8465),
    ],
    places: [
      spot('Marina Bay Sands', 1.2834, 103.8607),
      spot('Gardens by the Bay', 1.2816, 103.8636),
      spot('Changi Airport', 1.3644, 103.9915),
    ],
  },
];

export const catalogFor = (city: string) => CITY_CATALOG.find((entry) => entry.city === city);

/** Straight-line distance in km (equirectangular: accurate to a few metres across a city). */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const kmPerDegree = 111.32;
  const dLat = (a.lat - b.lat) * kmPerDegree;
  const dLng = (a.lng - b.lng) * kmPerDegree * Math.cos(((a.lat + b.lat) / 2) * (Math.PI / 180));
  return Math.sqrt(dLat * dLat + dLng * dLng);
}
