import { sql } from 'drizzle-orm';
import type { SeatMapReply } from '@travel/contracts/flight-checkout';
import { addDays, isoDate } from '@travel/contracts/rules';
import { queryRows } from '../../db/rows';
import { createTestApp, memoryMailer, type TestApp } from '../../test/testApp';
import { formatMoney } from '../documents/pdf';
import { pdfText } from '../documents/testing';
import { orderBody, orderOf, payWithCard, postOrder, someFlight } from './testing';

describe('a paid flight order: GST tax invoice, e-ticket and the confirmation email, once', () => {
  let t: TestApp;
  let flight: Awaited<ReturnType<typeof someFlight>>;
  const mailer = memoryMailer();

  beforeAll(async () => {
    t = await createTestApp({ FLIGHT_ORDER_LIMIT_PER_10_MIN: '1000' }, { mailer });
    // Three orders of three travellers: a flight with seats for all (a day's seats left can be as few as 1).
    flight = await someFlight(t.app, 'BOM', 'DEL', 10, 30);
  }, 120_000);
  afterAll(() => t.close());
  beforeEach(() => void (mailer.sent.length = 0));

  const mailsTo = (reference: string) => mailer.sent.filter((mail) => mail.subject.endsWith(reference));
  const invoicesOf = (reference: string) =>
    queryRows<{ number: string }>(t.app.db, sql`SELECT number FROM invoices WHERE order_reference = ${reference}`);
  /** Runs the confirmation's backstop job now, as the poller would a minute after the payment. */
  async function runConfirmationJobs() {
    await t.app.db.execute(
      sql`UPDATE jobs SET run_at = now() - interval '1 second' WHERE queue = 'flight-order-confirmation'`,
    );
    await t.app.jobs.runDue();
    await t.app.mailOutbox.drain();
  }

  /** Two adults and a child, a paid window seat with baggage and a meal, insurance. */
  async function familyOrder() {
    const map = (await t.app.inject({ url: `/api/flight-checkout/flights/${flight.id}/seats` })).json() as SeatMapReply;
    const { seat } = map.seats.find((s) => s.availability === 'paid' && s.position === 'window' && !s.extraLegroom)!;
    const child = {
      type: 'child' as const,
      title: 'Miss' as const,
      firstName: 'Mira',
      lastName: 'Iyer',
      dateOfBirth: `${Number(flight.date.slice(0, 4)) - 6}${flight.date.slice(4)}`,
    };
    const res = await postOrder(
      t.app,
      orderBody(flight.id, {
        adults: 2,
        childAges: [6],
        passengers: [
          {
            type: 'adult',
            title: 'Mr',
            firstName: 'Ravi',
            lastName: 'Iyer',
            seat,
            extraBaggageKg: 10,
            meal: 'VGML',
          },
          { type: 'adult', title: 'Mrs', firstName: 'Latha', lastName: 'Iyer' },
          child,
        ],
        insurance: true,
        contact: { email: 'ravi.iyer@example.test', mobile: '9876543210' },
      }),
    );
    expect(res.statusCode).toBe(201);
    return orderOf(res);
  }

  it('mails the e-ticket and the tax invoice as PDFs with the reference, passengers, seats, add-ons and total', async () => {
    expect(flight.date).toBe(addDays(isoDate(), 10));
    const { order, accessToken } = await familyOrder();
    await payWithCard(t.app, order.reference, accessToken!);
    const seat = order.passengers[0].seat;

    const mails = mailsTo(order.reference);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toBe('ravi.iyer@example.test');
    expect(mail.subject).toBe(`Your flight is booked: booking reference ${order.reference}`);
    const [number] = (await invoicesOf(order.reference)).map((row) => row.number);
    expect(mail.attachments!.map((file) => file.filename)).toEqual([
      `e-ticket-${order.reference}.pdf`,
      `tax-invoice-${number.replace(/\//g, '-')}.pdf`,
    ]);
    expect(mail.attachments!.every((file) => file.contentType === 'application/pdf')).toBe(true);

    const total = formatMoney(order.price.totalMinor, 'INR');
    const ticket = await pdfText(mail.attachments![0].content);
    expect(ticket).toContain(order.reference);
    expect(ticket).toContain(`Mr Ravi Iyer Adult ${seat} Extra baggage 10 kg, Meal: Vegetarian meal, Travel insurance`);
    expect(ticket).toContain(`Mrs Latha Iyer Adult ${order.passengers[1].seat}`);
    expect(ticket).toContain(`Miss Mira Iyer Child ${order.passengers[2].seat}`);
    expect(ticket).toContain(`Total paid: ${total}`);
    const invoice = await pdfText(mail.attachments![1].content);
    expect(invoice).toContain(order.reference);
    expect(invoice).toContain(`Invoice number: ${number}`);
    expect(invoice).toContain('Ravi Iyer');
    expect(invoice).toContain(`Total amount: ${total}`);
  });

  it('takes names as passports print them and issues the e-ticket in their A to Z form', async () => {
    const passenger = { type: 'adult' as const, title: 'Ms' as const, firstName: 'Zoë', lastName: 'Sérgio' };
    const res = await postOrder(
      t.app,
      orderBody(flight.id, { passengers: [passenger], contact: { email: 'zoe@example.test', mobile: '9876543210' } }),
    );
    expect(res.statusCode).toBe(201);
    const { order, accessToken } = orderOf(res);
    // The order keeps the name as typed; the ticket spells it as the passport's machine-readable lines do.
    expect(order.passengers[0]).toMatchObject({ firstName: 'Zoë', lastName: 'Sérgio' });
    await payWithCard(t.app, order.reference, accessToken!);

    const ticket = await pdfText(mailsTo(order.reference)[0].attachments![0].content);
    expect(ticket).toContain(`Ms Zoe Sergio Adult ${order.passengers[0].seat}`);
    expect(ticket).not.toContain('Zoë');
  });

  it('asks for a name in another script in the Latin letters of the passport', async () => {
    const passenger = { type: 'adult' as const, title: 'Mr' as const, firstName: 'अर्जुन', lastName: 'Mehta' };
    const res = await postOrder(t.app, orderBody(flight.id, { passengers: [passenger] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(
      "Traveller 1: first name must be written in Latin letters (A to Z, accents allowed), as in the passport's machine-readable lines",
    );
  });

  it('sends one email and issues one invoice number when the webhook, the browser and the job all report it', async () => {
    const { order, accessToken } = await familyOrder();
    const paymentId = await payWithCard(t.app, order.reference, accessToken!);
    // The browser comes back after the sandbox (as a webhook) confirmed it.
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/confirm`,
      headers: { origin: t.config.publicUrl },
      payload: {},
    });
    expect(back.statusCode).toBe(200);
    // The payments module tells its listeners again (as after a crash between its commit and the listeners).
    await t.app.db.execute(sql`UPDATE payments SET notified_status = NULL WHERE id = ${paymentId}`);
    await t.app.payments.catchUp(60_000);
    await runConfirmationJobs();

    expect(mailsTo(order.reference)).toHaveLength(1);
    expect(await invoicesOf(order.reference)).toHaveLength(1);
    const events = await queryRows<{ event: string }>(
      t.app.db,
      sql`SELECT e.event FROM flight_order_events e JOIN flight_orders o ON o.id = e.order_id
          WHERE o.reference = ${order.reference} AND e.event IN ('paid', 'confirmation_sent')`,
    );
    expect(events.map((e) => e.event)).toEqual(['paid', 'confirmation_sent']);
  });

  it('still confirms through the job when drawing the documents failed at payment time', async () => {
    const { order, accessToken } = await familyOrder();
    const render = jest.spyOn(t.app.documents, 'renderETicket').mockRejectedValueOnce(new Error('disk full'));
    try {
      await payWithCard(t.app, order.reference, accessToken!);
    } finally {
      render.mockRestore();
    }
    const seen = await t.app.inject({ url: `/api/flight-checkout/orders/${order.reference}?token=${accessToken}` });
    expect(seen.json().order.status).toBe('paid');
    expect(mailsTo(order.reference)).toHaveLength(0);

    await runConfirmationJobs();
    expect(mailsTo(order.reference)).toHaveLength(1);
    expect(mailsTo(order.reference)[0].attachments).toHaveLength(2);
  });
});
