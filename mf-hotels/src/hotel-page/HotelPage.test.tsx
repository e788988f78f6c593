import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { HOTEL_ID_PATTERN, hotelPhotoPath } from '@travel/contracts/rules';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { drawAsAtBuildTime } from '@travel/shared-ui/test/drawAsAtBuildTime';
import type { HotelDetails, HotelRoomsReply, HotelStayPriceView, RatePlanView } from '@travel/contracts/hotels';
import HotelPage from './HotelPage';

// The page's two calls, answered by URL: GET /hotels/:id and GET /hotels/:id/rooms?<the stay>.
const details = jest.fn();
const rooms = jest.fn();
beforeEach(() =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) =>
      url.includes('/rooms?') ? { data: await rooms(url) } : { data: { success: true, hotel: await details(url) } },
    ),
);

const hotelDetails = (): HotelDetails => ({
  id: 'PAR-0001',
  name: 'Hotel Lumière',
  city: 'Paris',
  country: 'France',
  propertyType: 'Hotel',
  stars: 4,
  description: 'A quiet hotel on a garden courtyard.',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  cancellationPolicy: 'Cancellation terms depend on the rate.',
  pricePerNightMinor: 900000,
  originalPriceMinor: 1000000,
  currency: 'INR',
  photos: ['/p/1.svg', '/p/2.svg', '/p/3.svg'],
  providers: [
    // Our own rate, with its 18% GST, as the rooms and rates show theirs.
    {
      supplier: 'own',
      provider: 'Travel Portal',
      pricePerNightMinor: 920000,
      pricePerNightWithTaxesMinor: 1085600,
      freeCancellation: false,
    },
  ],
  reviewScore: 8.6,
  reviewText: 'Excellent',
  reviewCount: 1234,
  subScores: [
    { label: 'Cleanliness', score: 9.1 },
    { label: 'Location', score: 8.2 },
  ],
  amenities: ['Wi-Fi', 'Gym'],
  popularWith: ['Couples'],
  neighbourhood: 'Le Marais',
  lat: 48.857,
  lng: 2.36,
  nearby: [
    { name: 'Le Marais', lat: 48.857, lng: 2.36, distanceKm: 0.2 },
    { name: 'Louvre', lat: 48.86, lng: 2.337, distanceKm: 1.7 },
  ],
  childrenPolicy: 'Children of every age are welcome. Up to 3 guests, children included, share a room.',
  maxGuestsPerRoom: 3,
});

const stayPrice = (totalMinor: number, discountMinor = 0): HotelStayPriceView => ({
  currency: 'INR',
  nights: [
    { date: '2030-03-01', roomsMinor: 1000000, gstPercent: 18, gstMinor: 180000, totalMinor: 1180000 },
    { date: '2030-03-02', roomsMinor: 1000000, gstPercent: 18, gstMinor: 180000, totalMinor: 1180000 },
  ],
  roomNightsMinor: 2000000,
  gstMinor: 360000,
  gstPercent: 18,
  feesMinor: 24900,
  subtotalMinor: totalMinor + discountMinor,
  discountMinor,
  totalMinor,
});

const rate = (id: string, change: Partial<RatePlanView>): RatePlanView => ({
  id,
  name: 'Flexible with breakfast',
  board: 'breakfast',
  payment: 'pay_now',
  cancellation: {
    text: 'Free cancellation until 27 Feb 2030, 23:59 (Paris time); after that, 1 night is charged.',
    rules: {
      type: 'refundable',
      freeUntil: '2030-02-27T23:59:00+01:00',
      timeZone: 'Europe/Paris',
      penalty: { type: 'nights', nights: 1 },
    },
  },
  currency: 'INR',
  pricePerNightMinor: 1000000,
  pricePerNightWithTaxesMinor: 1180000,
  stay: stayPrice(2384900),
  ...change,
});

const hotelRooms = (): HotelRoomsReply => ({
  success: true,
  hotelId: 'PAR-0001',
  timeZone: 'Europe/Paris',
  checkIn: '2030-03-01',
  checkOut: '2030-03-03',
  nights: 2,
  adults: 2,
  children: 0,
  rooms: 1,
  roomTypes: [
    {
      id: 'deluxe-king',
      name: 'Deluxe King Room',
      bed: '1 king bed',
      sizeSqm: 28,
      maxAdults: 2,
      maxChildren: 1,
      maxOccupancy: 3,
      photos: ['/p/room.svg'],
      amenities: ['Air conditioning'],
      roomsLeft: 2,
      rates: [
        rate('flex-bb', {}),
        rate('saver-ro', {
          name: 'Saver, room only',
          board: 'room_only',
          cancellation: {
            text: 'Non-refundable: nothing is refunded if you cancel.',
            rules: { type: 'non_refundable' },
          },
          pricePerNightMinor: 850000,
          pricePerNightWithTaxesMinor: 1003000,
          stay: stayPrice(2030900),
        }),
        rate('hotel-ro', { name: 'Pay at the hotel', board: 'room_only', payment: 'pay_at_hotel' }),
      ],
    },
  ],
});

const STAY = 'checkIn=2030-03-01&checkOut=2030-03-03&adults=2&children=0&rooms=1';
/** The same stay as the page writes it on: each room's guests (`room`). */
const ROOMS_STAY = 'checkIn=2030-03-01&checkOut=2030-03-03&room=2';
const renderPage = (query = `hotelId=PAR-0001&${STAY}`) =>
  render(
    <MemoryRouter initialEntries={[`/hotel?${query}`]}>
      <HotelPage />
    </MemoryRouter>,
  );

describe('HotelPage', () => {
  beforeEach(() => {
    details.mockReset().mockResolvedValue(hotelDetails());
    rooms.mockReset().mockResolvedValue(hotelRooms());
    invalidateQueries(['hotels']);
  });

  it('shows the hotel: description, amenities, providers, reviews by topic, distances and policies', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Lumière' })).toBeInTheDocument();
    expect(screen.getByText('Fri, 1 Mar 2030').parentElement).toHaveTextContent(
      'Fri, 1 Mar 2030 – Sun, 3 Mar 2030 · 2 nights · 2 adults, 1 room',
    );
    expect(screen.getByText('A quiet hotel on a garden courtyard.')).toBeInTheDocument();
    expect(screen.getByText('Gym')).toBeInTheDocument();
    const providers = screen.getByRole('heading', { name: 'Compare 1 provider' }).closest('section')!;
    // Issue #35: on the basis of every other price on the page, taxes included.
    expect(within(providers).getByRole('columnheader', { name: 'Per room per night, taxes included' })).toBeVisible();
    expect(within(providers).getByRole('row', { name: /Travel Portal/ })).toHaveTextContent('₹10,856Non-refundable');
    expect((await screen.findByRole('meter', { name: 'Cleanliness' })).nextSibling).toHaveTextContent('9.1');
    expect(await screen.findByRole('row', { name: 'Louvre 1.7 km' })).toBeInTheDocument();
    expect(screen.getByText('Check-in from').nextSibling).toHaveTextContent('15:00');
    expect(screen.getByText(/Up to 3 guests, children included/)).toBeInTheDocument();
    expect(details).toHaveBeenCalledWith('/hotels/PAR-0001');
  });

  it('lists each rate with board, cancellation, payment, price per night and stay total, and Reserve opens checkout', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rooms and rates for 1 room, 2 nights' });
    expect(within(table).getByText('Deluxe King Room')).toBeInTheDocument();
    expect(within(table).getByText('Sleeps 3: up to 2 adults, 1 child')).toBeInTheDocument();
    expect(within(table).getByText('Only 2 rooms left')).toBeInTheDocument();
    const [flexible, saver, atHotel] = within(table).getAllByTestId('rate-row');
    expect(flexible).toHaveTextContent('Breakfast included');
    expect(flexible).toHaveTextContent('Free cancellation until 27 Feb 2030, 23:59 (Paris time)');
    expect(flexible).toHaveTextContent('₹11,800 per room per night, taxes included');
    expect(flexible).toHaveTextContent('₹23,849 total for 1 room, 2 nights');
    expect(saver).toHaveTextContent('Room only');
    expect(saver).toHaveTextContent('Non-refundable');
    expect(saver).toHaveTextContent('₹20,309 total');
    expect(atHotel).toHaveTextContent('Pay at the hotel');
    expect(
      within(flexible).getByRole('link', { name: 'Reserve Deluxe King Room, Flexible with breakfast' }),
    ).toHaveAttribute(
      'href',
      `/hotel-checkout?hotelId=PAR-0001&roomTypeId=deluxe-king&ratePlanId=flex-bb&${ROOMS_STAY}`,
    );
    expect(rooms).toHaveBeenCalledWith(`/hotels/PAR-0001/rooms?${ROOMS_STAY}`);
  });

  it("asks for rooms that host each room's guests and carries them to checkout", async () => {
    const uneven = 'checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6';
    renderPage(`hotelId=PAR-0001&${uneven}`);
    const table = await screen.findByRole('table', { name: /Rooms and rates/ });
    expect(screen.getByText('Fri, 1 Mar 2030').parentElement).toHaveTextContent('3 adults, 1 child, 2 rooms');
    expect(rooms).toHaveBeenCalledWith(`/hotels/PAR-0001/rooms?${uneven}`);
    expect(
      within(table).getByRole('link', { name: 'Reserve Deluxe King Room, Flexible with breakfast' }),
    ).toHaveAttribute('href', `/hotel-checkout?hotelId=PAR-0001&roomTypeId=deluxe-king&ratePlanId=flex-bb&${uneven}`);
  });

  it("prefills the stay bar's guests picker per room, and Update asks for the rooms as changed", async () => {
    renderPage('hotelId=PAR-0001&checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6');
    await screen.findByRole('table', { name: /Rooms and rates/ });
    const bar = within(screen.getByRole('form', { name: 'Your stay' }));
    await userEvent.click(bar.getByRole('button', { name: /Guests and rooms/ }));
    expect(await bar.findByRole('combobox', { name: 'Room 2: age of child 1' })).toHaveValue('6');
    await userEvent.click(bar.getByRole('button', { name: 'Remove room 1' }));
    expect(bar.getByRole('button', { name: /Guests and rooms/ })).toHaveTextContent('1 adult, 1 child, 1 room');
    await userEvent.click(bar.getByRole('button', { name: 'Update' }));
    expect(rooms).toHaveBeenLastCalledWith('/hotels/PAR-0001/rooms?checkIn=2030-03-01&checkOut=2030-03-03&room=1-6');
  });

  it('reads a link of the earlier shape, the guests spread over the rooms', async () => {
    renderPage('hotelId=PAR-0001&checkIn=2030-03-01&checkOut=2030-03-03&adults=3&children=1&rooms=2&childAges=6');
    await screen.findByRole('table', { name: /Rooms and rates/ });
    expect(rooms).toHaveBeenCalledWith('/hotels/PAR-0001/rooms?checkIn=2030-03-01&checkOut=2030-03-03&room=2&room=1-6');
  });

  it('moves through the photos with the arrow keys, the buttons and a swipe', async () => {
    renderPage();
    const gallery = await screen.findByRole('region', { name: 'Photos of Hotel Lumière' });
    expect(within(gallery).getByRole('img', { name: 'Hotel Lumière, photo 1 of 3' })).toBeInTheDocument();
    gallery.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img', { name: 'Hotel Lumière, photo 2 of 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(gallery).getByRole('img', { name: 'Hotel Lumière, photo 3 of 3' })).toBeInTheDocument();
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next photo' }));
    expect(within(gallery).getByText('Photo 1 of 3')).toBeInTheDocument();
    fireEvent.touchStart(gallery, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 200 }] });
    expect(within(gallery).getByText('Photo 2 of 3')).toBeInTheDocument();
    fireEvent.touchStart(gallery, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(gallery, { changedTouches: [{ clientX: 190 }] });
    expect(within(gallery).getByText('Photo 2 of 3')).toBeInTheDocument();
  });

  it('keeps space for the hotel while it loads, then says when it cannot be loaded and tries again', async () => {
    let fail: (error: Error) => void = () => undefined;
    details.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    renderPage();
    expect(screen.getByLabelText('Loading the hotel…')).toBeInTheDocument();
    await act(async () => fail(new Error('offline')));
    expect(await screen.findByText('This hotel could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Lumière' })).toBeInTheDocument();
  });

  it('says when no room is left for the dates, and asks again for other dates', async () => {
    rooms.mockResolvedValueOnce({ ...hotelRooms(), roomTypes: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No rooms left for these dates' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2030-03-05' } });
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('table', { name: /Rooms and rates/ })).toBeInTheDocument();
    expect(rooms).toHaveBeenLastCalledWith('/hotels/PAR-0001/rooms?checkIn=2030-03-01&checkOut=2030-03-05&room=2');
  });

  it('asks to choose a hotel when the address has none', () => {
    renderPage(STAY);
    expect(screen.getByRole('heading', { name: 'Choose a hotel' })).toBeInTheDocument();
    expect(details).not.toHaveBeenCalled();
  });
});

describe('the first photo, before the hotel arrives', () => {
  const FIRST_PHOTO = hotelPhotoPath('PAR-0001', 1);
  let answer: (hotel: HotelDetails) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  beforeEach(() => {
    invalidateQueries(['hotels']);
    details.mockReset().mockReturnValue(
      new Promise<HotelDetails>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
    );
    rooms.mockReset().mockResolvedValue(hotelRooms());
  });
  /** The page's large photos (the loading frame's or the gallery's), in the order they are drawn. */
  const images = (container: HTMLElement) =>
    Array.from(container.querySelectorAll<HTMLImageElement>('img.hp-gallery__photo'));

  it("is drawn at once from the link's hotel id, where the gallery then shows the hotel's first photo", async () => {
    const { container } = renderPage();
    const [loading] = images(container);
    expect(screen.getByLabelText('Loading the hotel…')).toContainElement(loading);
    expect(loading).toHaveAttribute('src', FIRST_PHOTO);
    expect(loading.closest('.hp-page')!.firstElementChild).toContainElement(loading);
    await act(async () => answer({ ...hotelDetails(), photos: [FIRST_PHOTO, hotelPhotoPath('PAR-0001', 2)] }));
    const gallery = await screen.findByRole('region', { name: 'Photos of Hotel Lumière' });
    expect(within(gallery).getByRole('img', { name: 'Hotel Lumière, photo 1 of 2' })).toHaveAttribute(
      'src',
      FIRST_PHOTO,
    );
    // Still the page's first element: the photo has not moved.
    expect(gallery.closest('.hp-page')!.firstElementChild).toBe(gallery);
  });

  it('gives way to "No photos yet" for a hotel with none, and to the error for one that cannot be loaded', async () => {
    const { container, unmount } = renderPage();
    await act(async () => answer({ ...hotelDetails(), photos: [] }));
    expect(await screen.findByText('No photos yet')).toBeInTheDocument();
    expect(images(container)).toHaveLength(0);
    unmount();

    invalidateQueries(['hotels']);
    details.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    const again = renderPage();
    expect(images(again.container)).toHaveLength(1);
    await act(async () => fail(new Error('Not found')));
    expect(await screen.findByText('This hotel could not be loaded.')).toBeInTheDocument();
    expect(images(again.container)).toHaveLength(0);
  });

  it('is not drawn for a link whose id is not a hotel id', () => {
    const { container } = renderPage(`hotelId=${encodeURIComponent('"><img src=x>')}&${STAY}`);
    expect(screen.getByLabelText('Loading the hotel…')).toBeInTheDocument();
    expect(images(container)).toHaveLength(0);
  });
});

describe('drawn at build time (prerenderPages.ts), the frame every hotel first shows', () => {
  it("has the gallery's space with an image slot for the shell's server, nothing of the link's, all inert", async () => {
    const drawn = await drawAsAtBuildTime(<HotelPage />, `/hotel?hotelId=PAR-0001&${STAY}&children=1`);
    expect(drawn.querySelector('.hp-page')).toHaveAttribute('inert');
    expect(within(drawn).getByLabelText('Loading the hotel…')).toHaveAttribute('aria-busy', 'true');
    const [photo, ...others] = Array.from(drawn.querySelectorAll('img'));
    expect(others).toHaveLength(0);
    // The server writes the link's hotel id into the address the API lists first, when it is a hotel id.
    expect(photo).toHaveAttribute('data-query-src', hotelPhotoPath('{hotelId}', 1));
    expect(photo).toHaveAttribute('data-query-pattern', HOTEL_ID_PATTERN);
    expect(photo.outerHTML).toMatch(/^<img data-query-src="[^"]*" data-query-pattern="[^"]*" /);
    expect(photo).not.toHaveAttribute('src');
    expect(photo).toHaveClass('hp-gallery__photo');
    expect(drawn.innerHTML).not.toMatch(/PAR-0001|2030|adult|child|room|₹|INR|style=/i);
  });
});
