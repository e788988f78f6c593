/** The FAQs each page shows, in order. A hidden entry is a draft the public API never returns. */
export interface FaqSeed {
  question: string;
  answer: string;
  hidden?: boolean;
}

export const FAQ_SEED: Record<string, FaqSeed[]> = {
  flight: [
    {
      question: 'How do I find the cheapest flight for my dates?',
      answer:
        'Search with your route and dates, then sort by Cheapest. Turn on flexible dates (±3 days) for round trips to see whether leaving a day earlier or later saves money, and set a price alert if you are not ready to book yet.',
    },
    {
      question: 'Is the price I see the price I pay?',
      answer:
        'Fares include taxes and surcharges known at search time. Optional extras such as seats, checked bags or meals are shown separately before you pay, and the final total is confirmed on the payment page.',
    },
    {
      question: 'Can I cancel or change my flight after booking?',
      answer:
        'Yes, within the airline’s fare rules. Saver fares are non-refundable, Standard fares refund 50% when cancelled 24 hours or more before departure, and Flexi fares refund 90% at any time with free date changes. Use the refund calculator to estimate your amount.',
    },
    {
      question: 'How much baggage can I carry?',
      answer:
        'Economy includes 15 kg checked and 7 kg cabin baggage on most domestic routes; Business includes 25 kg checked and 14 kg cabin baggage. Each fare card lists its exact allowance before you select it.',
    },
    {
      question: 'When does web check-in open?',
      answer:
        'Web check-in usually opens 48 hours before departure. Domestic check-in counters close 60 minutes before departure; for international flights arrive at the airport 3 hours early.',
    },
    {
      question: 'When will I receive my e-ticket?',
      answer:
        'Most tickets are issued within minutes and always within 24 hours of payment. The e-ticket is emailed to you and stays available in your account.',
    },
    {
      question: 'Draft: airline partner commission schedule',
      answer: 'Internal note for the partnerships team; not for travellers.',
      hidden: true,
    },
  ],
  hotel: [
    {
      question: 'How do I get the best hotel price?',
      answer:
        'Compare the providers listed on each hotel card: we show every partner’s price for the same room so you can pick the lowest. Filters for free cancellation and pay on arrival help you keep flexibility without paying more.',
    },
    {
      question: 'What does free cancellation mean?',
      answer:
        'You can cancel without a fee until the deadline shown on the deal, usually 24 to 48 hours before check-in. After that the hotel’s own cancellation charge applies.',
    },
    {
      question: 'Are taxes included in the price per night?',
      answer:
        'Yes. Every price per night, on the results, the hotel page and the providers compared, is for one room with GST included. The total on each result is for every room and night of your stay with GST and the booking fee included: what the hotel page shows for that rate and what checkout charges.',
    },
    {
      question: 'Can I book several rooms at once?',
      answer:
        'Yes, up to five rooms in one booking, each with its own adults and children. Child ages help the hotel assign the right beds.',
    },
    {
      question: 'What time is check-in and check-out?',
      answer:
        'Most hotels check in from 14:00 and check out by 12:00. Early check-in or late check-out depends on availability; ask the property through the contact details in your confirmation.',
    },
    {
      question: 'How do I cancel a hotel booking?',
      answer:
        'Open Cancel Hotel Booking, enter your booking ID and email, review the refund shown and confirm. Refunds reach the original payment method within 5-10 business days.',
    },
    {
      question: 'Draft: peak-season surcharge wording',
      answer: 'Pending legal review.',
      hidden: true,
    },
  ],
  affiliate: [
    {
      question: 'Who can join the affiliate programme?',
      answer:
        'Travel bloggers, content creators, comparison sites and agencies with an audience interested in travel. We review each application for content quality and audience fit.',
    },
    {
      question: 'How much commission do I earn?',
      answer:
        'You earn commission on every completed flight or hotel booking made by a visitor you referred. Rates depend on the product and your monthly volume and are shown in your partner dashboard.',
    },
    {
      question: 'How long does a referral last?',
      answer:
        'Referrals are tracked for 30 days. If a visitor clicks your link and books within 30 days, the booking is credited to you.',
    },
    {
      question: 'What tools do I get?',
      answer:
        'Search widgets, banners in standard sizes and deep text links to any route, hotel or destination page, all tagged with your partner ID.',
    },
    {
      question: 'How will I know if I am accepted?',
      answer:
        'We review applications within five business days and notify you by email with your partner ID and next steps.',
    },
    {
      question: 'When and how are commissions paid?',
      answer:
        'Commissions are confirmed once the traveller has completed the trip and are paid monthly by bank transfer once your balance passes the payout threshold.',
    },
  ],
  offer: [
    {
      question: 'Who can create an offer?',
      answer:
        'Any user with the Offer Creator role can draft offers. Drafts stay private until a Super Admin approves and publishes them.',
    },
    {
      question: 'Can approvers be configured?',
      answer:
        'Yes. Approval rules are configurable per team: you choose which roles review which offer types, while publishing always requires a Super Admin.',
    },
    {
      question: 'How does the Trip Jack integration work?',
      answer:
        'Linking an offer to Trip Jack attaches live fares and inventory, so the promotion only shows when the underlying flight or hotel is actually available at the promoted price.',
    },
    {
      question: 'Where will travellers see my offer?',
      answer:
        'You choose the placements: the homepage card, inline in search results, and the user dashboard tile. Each placement can be switched on or off per offer.',
    },
    {
      question: 'How do I measure an offer’s performance?',
      answer:
        'The analytics view shows impressions, click-through rate, conversions and revenue per placement in real time, so you can pause or adjust an offer that underperforms.',
    },
  ],
  info: [
    {
      question: 'Refund timeline',
      answer:
        'Once the airline or hotel approves your refund, it is issued within 5-7 business days to the original payment method. Your bank may take a few more days to show it on your statement.',
    },
    {
      question: 'Failed booking',
      answer:
        'If payment was taken but the booking failed, the amount is reversed automatically within 5-7 business days. You do not need to file a cancellation; contact support if it has not arrived after that.',
    },
    {
      question: 'Contacting support',
      answer:
        'Use in-app chat for the fastest answer (typically 2-5 minutes), email support (4-8 hours), or request a callback. Keep your booking ID at hand.',
    },
  ],
  'refund-policy': [
    {
      question: 'How long does a refund take?',
      answer:
        'Refunds are issued within 7-10 business days after approval. Processing itself takes 3-5 business days, and card refunds can take 5-10 days to appear on your statement.',
    },
    {
      question: 'How much will I get back if I cancel?',
      answer:
        'More than 48 hours before departure you receive 80% of the booking amount; between 24 and 48 hours, 50%; under 24 hours, nothing. Travel insurance raises this to 100% while time remains. A flat ₹50 processing fee is deducted from any refund.',
    },
    {
      question: 'Are add-ons such as seats and meals refunded?',
      answer: 'Add-ons are refunded in full only when you cancel more than 48 hours before departure.',
    },
    {
      question: 'Why is my refund lower during peak season?',
      answer:
        'During peak season the refund percentage is multiplied by 0.9, because seats released late are harder to resell.',
    },
    {
      question: 'Where will the money go?',
      answer: 'Always to the original payment method: the same card, UPI account or bank account you paid with.',
    },
    {
      question: 'Can I get a refund after departure?',
      answer:
        'No. Once the departure time has passed the booking is no longer refundable, except where the airline cancelled the flight; in that case contact support.',
    },
  ],
};
