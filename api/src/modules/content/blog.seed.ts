/** The articles of the travel blog, newest first. Images are drawn by GET /api/blogs/images/:slug.svg. */
export interface BlogSection {
  heading: string;
  paragraphs: string[];
  bullets?: string[];
  quote?: string;
  subsections?: { heading: string; paragraphs: string[] }[];
}

export interface BlogBody {
  introduction: string;
  sections: BlogSection[];
  conclusion: string;
}

export interface BlogSeed {
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  metaDescription: string;
  categories: string[];
  tags: string[];
  imageAlt: string;
  author: { name: string; role: string; bio: string };
  publishedAt: string;
  body: BlogBody;
}

export const BLOG_SEED: BlogSeed[] = [
  {
    slug: 'book-cheap-flights-india',
    title: 'How to Book Cheap Flights in India: 9 Tactics That Still Work',
    subtitle: 'Timing, flexibility and a few habits that keep domestic fares low all year',
    summary:
      'Fares on Indian routes move daily. These nine tactics, from flexible dates to price alerts, consistently save travellers money.',
    metaDescription:
      'Practical tactics for booking cheap domestic flights in India: timing, flexible dates, alerts and fare types.',
    categories: ['Travel Tips', 'Flights'],
    tags: ['cheap flights', 'India', 'budget travel'],
    imageAlt: 'An aircraft wing above the clouds at sunrise',
    author: {
      name: 'Ananya Rao',
      role: 'Senior Travel Editor',
      bio: 'Ananya has covered Indian aviation for eight years and flies over forty domestic sectors a year.',
    },
    publishedAt: '2025-03-18T06:30:00Z',
    body: {
      introduction:
        'Airfares in India change several times a day as airlines adjust to demand. The good news: a handful of habits reliably put you on the cheaper side of those swings.',
      sections: [
        {
          heading: 'Book in the sweet spot',
          paragraphs: [
            'For domestic routes, fares are usually lowest three to six weeks before departure. Book too early and you pay a premium for certainty; too late and the cheap fare buckets have sold out.',
          ],
          bullets: [
            'Domestic: three to six weeks ahead',
            'International: two to four months ahead',
            'Festival weekends: as early as possible',
          ],
        },
        {
          heading: 'Be flexible by a day or two',
          paragraphs: [
            'Tuesday and Wednesday departures are often cheaper than Friday evenings. Use the ±3 days view to see the whole week at a glance.',
          ],
          quote: 'Moving a trip by a single day saved our readers an average of 18% on metro routes last year.',
          subsections: [
            {
              heading: 'Try nearby airports',
              paragraphs: [
                'Navi Mumbai or Hindon can undercut the main airports on some routes, once you count the cab fare.',
              ],
            },
          ],
        },
        {
          heading: 'Pick the right fare type',
          paragraphs: [
            'A Saver fare is cheapest but non-refundable. If there is any chance your plans change, the Standard fare’s 50% refund can be worth the difference.',
          ],
        },
      ],
      conclusion:
        'Set a price alert, stay flexible and compare fare types before you pay. Cheap fares are rarely luck; they are mostly timing.',
    },
  },
  {
    slug: 'monsoon-getaways-kerala',
    title: 'Monsoon Getaways: Why Kerala Is at Its Best in the Rain',
    subtitle: 'Green hills, empty houseboats and Ayurveda season',
    summary:
      'The monsoon turns Kerala lush and quiet. Here is where to go, what to pack and how to get good hotel rates between June and September.',
    metaDescription:
      'Plan a monsoon trip to Kerala: Munnar, Alleppey and Wayanad in the rain, packing tips and off-season hotel deals.',
    categories: ['Destinations'],
    tags: ['Kerala', 'monsoon', 'hotels'],
    imageAlt: 'Tea plantations covered in mist on the hills of Munnar',
    author: {
      name: 'Joseph Mathew',
      role: 'Destinations Writer',
      bio: 'Joseph grew up in Kochi and writes about slow travel in South India.',
    },
    publishedAt: '2025-03-02T05:00:00Z',
    body: {
      introduction:
        'Most travellers avoid Kerala in the monsoon. That is exactly why you should go: prices drop, crowds vanish and the landscape is at its most vivid.',
      sections: [
        {
          heading: 'Where to go',
          paragraphs: ['Each region of Kerala wears the rain differently.'],
          bullets: [
            'Munnar: mist over tea estates and waterfalls at full flow',
            'Alleppey: houseboats at off-season rates',
            'Wayanad: forest trails and spice plantations',
          ],
        },
        {
          heading: 'Stay smart',
          paragraphs: [
            'Hotel rates fall by up to 40% in July. Filter for free cancellation so a heavy-rain forecast never costs you money.',
          ],
          quote: 'The rain does not stop the trip; it changes its rhythm.',
        },
      ],
      conclusion: 'Pack a light rain jacket and quick-dry shoes, and let Kerala show you its greenest side.',
    },
  },
  {
    slug: 'travel-insurance-explained',
    title: 'Travel Insurance, Explained: When It Pays for Itself',
    subtitle: 'What it covers, what it does not, and how it changes your refund',
    summary:
      'Insurance can turn a 0% refund into a full refund. We explain the cover, the fine print and when it is worth the premium.',
    metaDescription:
      'How travel insurance works for flight cancellations, medical cover and delays, and when it is worth buying.',
    categories: ['Travel Tips', 'Insurance'],
    tags: ['insurance', 'refunds', 'cancellations'],
    imageAlt: 'A passport, boarding pass and insurance certificate on a table',
    author: {
      name: 'Priya Menon',
      role: 'Consumer Travel Analyst',
      bio: 'Priya reads the fine print so you do not have to, with a background in consumer law.',
    },
    publishedAt: '2025-02-20T09:15:00Z',
    body: {
      introduction:
        'Without insurance, cancelling a flight within 24 hours of departure usually means no refund at all. With it, you get the full fare back as long as the flight has not left.',
      sections: [
        {
          heading: 'What a good policy covers',
          paragraphs: ['Look for these four covers before you buy.'],
          bullets: [
            'Trip cancellation and curtailment',
            'Emergency medical expenses',
            'Baggage loss and delay',
            'Missed connections',
          ],
        },
        {
          heading: 'How it changes your refund',
          paragraphs: [
            'Our refund calculator shows the difference: an insured booking returns 100% of the fare whenever time remains before departure, minus the ₹50 processing fee.',
          ],
          subsections: [
            {
              heading: 'Peak season still applies',
              paragraphs: ['In peak season the refund percentage is multiplied by 0.9, insured or not.'],
            },
          ],
        },
      ],
      conclusion: 'For expensive or inflexible fares, insurance usually costs less than the risk it removes.',
    },
  },
  {
    slug: 'singapore-on-a-budget',
    title: 'Singapore on a Budget: Four Days Under ₹40,000',
    subtitle: 'Hawker food, free gardens and a smart hotel choice',
    summary:
      'Singapore has a reputation for being expensive. This four-day plan keeps flights, stay and food under ₹40,000 without missing the highlights.',
    metaDescription:
      'A four-day Singapore itinerary on a budget: cheap flights from India, affordable stays, hawker centres and free sights.',
    categories: ['Destinations', 'Budget Travel'],
    tags: ['Singapore', 'itinerary', 'budget travel'],
    imageAlt: 'The Singapore skyline and Marina Bay at dusk',
    author: {
      name: 'Rahul Khanna',
      role: 'Budget Travel Columnist',
      bio: 'Rahul has visited 31 countries on a teacher’s salary and shares how.',
    },
    publishedAt: '2025-02-08T07:45:00Z',
    body: {
      introduction:
        'Return flights from Mumbai or Chennai to Singapore regularly drop below ₹19,000. Add a well-located stay and hawker meals and the city becomes surprisingly affordable.',
      sections: [
        {
          heading: 'Where to stay',
          paragraphs: ['Chinatown and Little India have clean, central hotels and hostels close to MRT lines.'],
        },
        {
          heading: 'Free and almost free',
          paragraphs: ['Some of the best sights cost nothing.'],
          bullets: [
            'Gardens by the Bay outdoor gardens and light show',
            'Marina Bay waterfront walk',
            'Botanic Gardens',
            'Haji Lane street art',
          ],
          quote: 'A Michelin-listed hawker meal costs less than a coffee in most hotels.',
        },
      ],
      conclusion: 'Book flights early, stay near the MRT and eat where the locals queue.',
    },
  },
  {
    slug: 'hotel-booking-mistakes',
    title: 'Seven Hotel Booking Mistakes That Cost You Money',
    subtitle: 'From non-refundable rates to missing the total price',
    summary:
      'Small choices at booking time decide how much a stay really costs. Avoid these seven mistakes and keep your options open.',
    metaDescription:
      'Common hotel booking mistakes: non-refundable rates, ignoring taxes, wrong location and more, with fixes.',
    categories: ['Hotels', 'Travel Tips'],
    tags: ['hotels', 'cancellation', 'money saving'],
    imageAlt: 'A neatly made hotel bed with a city view through the window',
    author: {
      name: 'Ananya Rao',
      role: 'Senior Travel Editor',
      bio: 'Ananya has covered Indian aviation for eight years and flies over forty domestic sectors a year.',
    },
    publishedAt: '2025-01-25T10:00:00Z',
    body: {
      introduction: 'The cheapest nightly rate is not always the cheapest stay. These are the traps we see most often.',
      sections: [
        {
          heading: 'Looking only at the nightly price',
          paragraphs: ['Always compare the total for your stay, including taxes that may apply.'],
          bullets: [
            'Check the total, not the nightly rate',
            'Look for resort or city fees',
            'Compare several providers',
          ],
        },
        {
          heading: 'Choosing non-refundable too early',
          paragraphs: ['A free-cancellation rate often costs only slightly more and lets you rebook if prices fall.'],
          quote: 'Flexibility is the cheapest insurance you can buy.',
        },
      ],
      conclusion: 'Compare totals, keep cancellation flexible, and read the location on the map before you pay.',
    },
  },
  {
    slug: 'dubai-stopover-guide',
    title: 'A 48-Hour Dubai Stopover: How to Make the Most of It',
    subtitle: 'Turn a long layover into a mini holiday',
    summary:
      'Flying to Europe or the US via Dubai? A two-day stopover adds a desert safari and the souks for little extra airfare.',
    metaDescription:
      'Plan a 48-hour Dubai stopover: visas, what to see, where to stay near the metro, and how to book it.',
    categories: ['Destinations', 'Flights'],
    tags: ['Dubai', 'stopover', 'GCC'],
    imageAlt: 'The Dubai skyline with the Burj Khalifa above the desert haze',
    author: {
      name: 'Sara Al Mansoori',
      role: 'GCC Correspondent',
      bio: 'Sara lives in Dubai and writes about travel across the Gulf.',
    },
    publishedAt: '2025-01-10T04:20:00Z',
    body: {
      introduction:
        'Many routes from India to Europe pass through Dubai. With a little planning, the connection becomes part of the trip.',
      sections: [
        {
          heading: 'Day one: old Dubai',
          paragraphs: ['Cross the creek by abra for one dirham, then walk the gold and spice souks.'],
        },
        {
          heading: 'Day two: desert and skyline',
          paragraphs: ['Book an afternoon desert safari and end with the fountain show at the Dubai Mall.'],
          bullets: [
            'Check visa-on-arrival rules for your passport',
            'Stay near a metro station',
            'Carry water in summer',
          ],
          subsections: [
            {
              heading: 'Getting around',
              paragraphs: ['The metro connects both airport terminals with the city in about 20 minutes.'],
            },
          ],
        },
      ],
      conclusion: 'Search multi-city to add the stopover; the fare difference is often small.',
    },
  },
];
