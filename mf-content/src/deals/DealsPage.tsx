import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { format, parseISO } from 'date-fns';
import { QueryState, type QueryResult } from '@travel/shared-ui/api';
import { LoadError } from '@travel/shared-ui/components';
import { Price, fromMinor } from '@travel/shared-ui/money';
import { useFlightDeals, useHotelDeals, type FlightDeals, type HotelDeals } from './api/getDeals';
import { flightDealLink, hotelDealLink } from './dealLinks';
import '../common/content.css';
import './DealsPage.css';

/** One deal card: image, tag, destination and country, description, price, and its search. */
interface DealCard {
  key: string;
  image: string;
  imageAlt: string;
  tag: string;
  destination: string;
  country: string;
  description: string;
  /** A hotel's name and neighbourhood are names: the page translator leaves them as they are. */
  descriptionIsName: boolean;
  priceMinor: number;
  unit: string;
  link: string;
  linkLabel: string;
}

const flightCards = (data: FlightDeals): DealCard[] =>
  data.deals.map((deal) => ({
    key: deal.to,
    image: deal.image,
    imageAlt: `${deal.toCity}, ${deal.country}`,
    tag: 'One way, economy',
    destination: deal.toCity,
    country: deal.country,
    description: `From ${deal.fromCity} on ${format(parseISO(deal.date), 'EEE d MMM')}`,
    descriptionIsName: false,
    priceMinor: deal.priceMinor,
    unit: 'per adult',
    link: flightDealLink(deal),
    linkLabel: 'See fares',
  }));

const hotelCards = (data: HotelDeals): DealCard[] =>
  data.deals.map((deal) => ({
    key: deal.hotelId,
    image: deal.image,
    imageAlt: deal.name,
    tag: deal.propertyType,
    destination: deal.city,
    country: deal.country,
    description: `${deal.name}, ${deal.neighbourhood}`,
    descriptionIsName: true,
    priceMinor: deal.pricePerNightWithTaxesMinor,
    unit: 'per night',
    link: hotelDealLink(deal),
    linkLabel: 'See rooms',
  }));

function DealGrid<T>({ query, toCards }: { query: QueryResult<T>; toCards: (data: T) => DealCard[] }) {
  return (
    <QueryState
      query={query}
      loading={<p role="status">Loading deals…</p>}
      error={<LoadError message="The deals could not be loaded." onRetry={query.retry} />}
      isEmpty={(data) => toCards(data).length === 0}
      empty={<p>No deals right now. Search to see today’s prices.</p>}
    >
      {(data) => <DealList cards={toCards(data)} />}
    </QueryState>
  );
}

function DealList({ cards }: { cards: DealCard[] }) {
  return (
    <ul className="tc-grid tc-deals">
      {cards.map((card) => (
        <li key={card.key} className="tc-deal" data-testid="deal-card">
          <img src={card.image} alt={card.imageAlt} width={400} height={210} loading="lazy" />
          <div className="tc-deal__body">
            <span className="tc-chip">{card.tag}</span>
            <h3>
              {card.destination}, <span>{card.country}</span>
            </h3>
            <p translate={card.descriptionIsName ? 'no' : undefined}>{card.description}</p>
            <p className="tc-deal__price">
              <Price amount={fromMinor(card.priceMinor)} className="tc-price" /> {card.unit}
            </p>
            <Link to={card.link} className="tp-button tp-button--secondary">
              {card.linkLabel}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

function FlightDealsPage() {
  const deals = useFlightDeals();
  const weeks = deals.status === 'success' ? deals.data.weeks : 4;
  return (
    <DealsLayout
      title="Flight deals"
      intro="The lowest fare to each destination we search, leaving Mumbai, Delhi or Bangalore. Each deal opens the search that finds it."
      heading={`Lowest fares in the next ${weeks} weeks`}
      search={{ to: '/flight-home', label: 'Search flights' }}
      notes={[
        'Each price is the lowest one-way economy fare for one adult, including taxes.',
        'Fares change as seats sell; the search always shows today’s price.',
        'Set a price alert to hear when your route drops.',
      ]}
    >
      <DealGrid query={deals} toCards={flightCards} />
    </DealsLayout>
  );
}

function HotelDealsPage() {
  const deals = useHotelDeals();
  return (
    <DealsLayout
      title="Hotel deals"
      intro="The lowest nightly price in each destination, for two adults in one room with a guest rating of 7 or more. Each deal opens the search that lists it first."
      heading="Lowest prices per destination"
      search={{ to: '/hotel-home', label: 'Search hotels' }}
      notes={[
        'Prices are per night for two adults in one room, taxes included.',
        'Filter for free cancellation to keep your plans flexible.',
        'Compare providers on each hotel to find the lowest price.',
      ]}
    >
      <DealGrid query={deals} toCards={hotelCards} />
    </DealsLayout>
  );
}

function DealsLayout({
  title,
  intro,
  heading,
  search,
  notes,
  children,
}: {
  title: string;
  intro: string;
  heading: string;
  search: { to: string; label: string };
  notes: string[];
  children: ReactNode;
}) {
  return (
    <article className="tc-page">
      <header className="tc-hero">
        <p className="tc-hero__eyebrow">Deals</p>
        <h1>{title}</h1>
        <p>{intro}</p>
        <div className="tc-actions">
          <Link to={search.to} className="tp-button tp-button--secondary">
            {search.label}
          </Link>
          <Link to="/price-alerts" className="tp-button">
            Price alerts
          </Link>
        </div>
      </header>
      <section className="tc-section" aria-labelledby="deals-heading">
        <h2 id="deals-heading">{heading}</h2>
        {children}
      </section>
      <section className="tc-section">
        <h2>Good to know</h2>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}

/** /flight-deals and /hotel-deals: deals computed from the live inventory, each linked to its search. */
export default function DealsPage({ kind }: { kind: 'flight' | 'hotel' }) {
  return kind === 'flight' ? <FlightDealsPage /> : <HotelDealsPage />;
}
