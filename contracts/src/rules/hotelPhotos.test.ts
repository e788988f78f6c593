import { firstHotelPhoto, hotelPhotoPath } from './hotelPhotos';

describe('hotel photos', () => {
  it('are drawn by the API under the hotel id, numbered from 1', () => {
    expect(hotelPhotoPath('PAR-0001', 3)).toBe('/api/hotels/PAR-0001/photos/3.svg');
  });

  it("give a link's first photo only for a hotel id, so nothing else of a link reaches an address", () => {
    expect(firstHotelPhoto('PAR-0001')).toBe('/api/hotels/PAR-0001/photos/1.svg');
    for (const notAnId of ['', 'par-0001', 'PAR-001', 'PAR-0001/../x', '"><img src=x>', ' PAR-0001'])
      expect(firstHotelPhoto(notAnId)).toBeUndefined();
  });
});
