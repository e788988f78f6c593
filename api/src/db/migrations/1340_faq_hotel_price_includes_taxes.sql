-- Hotel result cards now show the stay's total with every room, GST and the booking fee (issue #15): the FAQ
-- that said taxes may be added on top is corrected where it still has the seeded wording.
UPDATE faqs
SET answer = 'The price per night is the room rate before tax. The total on each result is for every room and night of your stay with GST and the booking fee included: what the hotel page shows for that rate and what checkout charges.'
WHERE answer = 'The price per night is the room rate; the total for your stay is the nightly price times the number of nights, and local taxes or resort fees may apply. They are listed before you confirm.';
