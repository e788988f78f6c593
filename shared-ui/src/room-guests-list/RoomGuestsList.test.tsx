import { render, screen, within } from '@testing-library/react';
import { RoomGuestsList } from './RoomGuestsList';

const rooms = [
  { leadGuest: 'Ms Asha Rao', adults: 2, children: 0, childAges: [] },
  { leadGuest: 'Mr Ravi Rao', adults: 1, children: 2, childAges: [6, 9] },
  { leadGuest: 'Dr Dev Rao', adults: 1, children: 0, childAges: [] },
];

describe('RoomGuestsList', () => {
  it('names each room, its lead guest, then the other adults and each child with their age', () => {
    render(<RoomGuestsList rooms={rooms} aria-label="Guests of each room" />);
    const list = screen.getByLabelText('Guests of each room');
    expect(within(list).getByText('Room 1').nextElementSibling).toHaveTextContent(
      'Ms Asha Rao (lead guest), 1 more adult',
    );
    expect(within(list).getByText('Room 2').nextElementSibling).toHaveTextContent(
      'Mr Ravi Rao (lead guest), child aged 6, child aged 9',
    );
    expect(within(list).getByText('Room 3').nextElementSibling).toHaveTextContent(/^Dr Dev Rao \(lead guest\)$/);
  });

  it('keeps the guests’ names out of page translation', () => {
    render(<RoomGuestsList rooms={rooms} />);
    expect(screen.getByText('Ms Asha Rao')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('1 more adult')).not.toHaveAttribute('translate');
  });
});
