-- Price alerts: someone watches a route on a day and is emailed once when its cheapest economy fare drops
-- below the fare when they set the alert. Prices are whole rupees in paise, as the search shows them.

CREATE TABLE price_alerts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  from_code char(3) NOT NULL,
  to_code char(3) NOT NULL,
  departure_date date NOT NULL,
  price_at_creation_minor integer NOT NULL,
  -- Set when the drop email is claimed for sending, so each alert mails its drop once.
  notified_at timestamptz,
  notified_price_minor integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One alert per address, route and day, whatever the address's letter case.
CREATE UNIQUE INDEX price_alerts_email_route_day ON price_alerts (lower(email), from_code, to_code, departure_date);
-- The checker's scan: alerts still waiting for a drop.
CREATE INDEX price_alerts_waiting ON price_alerts (departure_date) WHERE notified_at IS NULL;
