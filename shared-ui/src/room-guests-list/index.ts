export { RoomGuestsList, type RoomGuestsListProps, type RoomGuestsListRoom } from './RoomGuestsList';
