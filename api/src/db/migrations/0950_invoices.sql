-- GST tax invoices (issue #14). A number is taken from its financial year's counter inside the transaction
-- that confirms the booking: the counter row stays locked until that transaction ends, so numbers are
-- consecutive and a rolled-back booking leaves no gap. Invoices are never deleted or renumbered.
CREATE TABLE invoice_counters (
  -- India's financial year, April to March: '2026-27'
  financial_year text PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number > 0)
);

CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  financial_year text NOT NULL REFERENCES invoice_counters (financial_year),
  sequence integer NOT NULL,
  -- the booking the invoice is for; one invoice per booking
  order_reference text NOT NULL UNIQUE,
  currency char(3) NOT NULL,
  taxable_minor bigint NOT NULL,
  cgst_minor bigint NOT NULL,
  sgst_minor bigint NOT NULL,
  igst_minor bigint NOT NULL,
  total_minor bigint NOT NULL,
  buyer_gstin text,
  buyer_company text,
  -- everything printed on the invoice (lines, parties, place of supply), so the same PDF can be drawn again
  document jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  UNIQUE (financial_year, sequence)
);
