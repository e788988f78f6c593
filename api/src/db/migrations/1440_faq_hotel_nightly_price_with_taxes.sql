-- Every hotel price per night is now one room's with GST, on the results, the hotel page and the providers compared
-- (issue #35): the FAQ that said the nightly price was before tax is corrected where it has the seeded wording.
UPDATE faqs
SET answer = 'Yes. Every price per night, on the results, the hotel page and the providers compared, is for one room with GST included. The total on each result is for every room and night of your stay with GST and the booking fee included: what the hotel page shows for that rate and what checkout charges.'
WHERE answer = 'The price per night is the room rate before tax. The total on each result is for every room and night of your stay with GST and the booking fee included: what the hotel page shows for that rate and what checkout charges.';
