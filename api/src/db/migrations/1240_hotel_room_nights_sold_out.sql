-- The hotel search's availability check (bookableCondition, hotels.repository.ts): for a one-room stay a room
-- type is out only on a night its rooms are all taken, so the check probes just those rows. Nights with rooms
-- left, the most of the table once stays are sold, stay out of this index.
CREATE INDEX hotel_room_nights_sold_out_idx ON hotel_room_nights (hotel_id, room_type_id, night) WHERE available = 0;
