-- What one unit of each currency costs in rupees; prices are stored in INR and converted for display.
CREATE TABLE currency_rates (
  code text PRIMARY KEY,
  inr_per_unit numeric(14, 6) NOT NULL CHECK (inr_per_unit > 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
