-- The hotel search's one query (soldOutRoomTypes, hotels.repository.ts): the room types with no room left on a
-- night of the stay, whatever the hotel. The sold-out index of 1240 leads with the hotel, so a range of nights
-- read all of it; this one leads with the night and holds the rest, so the search reads just the stay's nights.
CREATE INDEX hotel_room_nights_sold_out_night_idx ON hotel_room_nights (night, hotel_id, room_type_id) WHERE available = 0;
