import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import { COMPLAINT_MESSAGES } from '@travel/contracts/complaints';
import { ADMIN, renderAdminPage } from '../test/renderAdminPage';
import ComplaintDetailPage from './ComplaintDetailPage';
import { staffDetail } from './testComplaints';

const URL = '/admin-complaints/ticket?ticket=TP-C-000123';
const FIRST = {
  author: 'traveller' as const,
  body: 'My refund has not arrived.',
  createdAt: '2026-11-28T10:00:00.000Z',
  authorId: null,
  authorName: null,
};
const OPEN = staffDetail({ messages: [FIRST] });
const answer = (complaint: unknown) => ({ data: { success: true, complaint } });

function mockDetail(detail = OPEN) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/admin/complaints/TP-C-000123') return answer(detail) as never;
    throw new Error(`unexpected ${url}`);
  });
}

const renderPage = () => renderAdminPage(URL, <ComplaintDetailPage />);

// Typed messages, a key at a time: on a busy machine a test takes longer than Jest's default 5 s.
jest.setTimeout(20_000);
describe('ComplaintDetailPage (/admin-complaints/ticket)', () => {
  beforeEach(() => invalidateQueries([]));
  afterEach(() => jest.restoreAllMocks());

  it('shows the ticket, the traveller, the clocks and the thread', async () => {
    mockDetail();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Complaint TP-C-000123' })).toBeInTheDocument();
    expect(await screen.findByText('asha@example.test')).toBeInTheDocument();
    expect(screen.getByText('ABC234').closest('dd')).toHaveTextContent('Flight ABC234');
    expect(screen.getByText('Unassigned')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('Traveller');
    expect(messages[0]).toHaveTextContent('My refund has not arrived.');
    expect(screen.getByRole('link', { name: 'Back to the complaints' })).toHaveAttribute('href', '/admin-complaints');
  });

  it('shows who did what and when, oldest first: filed, taken, answered, linked, resolved', async () => {
    const at = (minute: number) => `2026-11-28T10:${String(minute).padStart(2, '0')}:00.000Z`;
    const staff = { actor: 'staff' as const, actorId: 'u-ravi', actorName: 'Ravi Desk', before: null };
    mockDetail(
      staffDetail({
        status: 'resolved',
        events: [
          {
            actor: 'traveller',
            actorId: null,
            actorName: null,
            action: 'filed',
            before: null,
            after: 'open',
            at: at(0),
          },
          { ...staff, action: 'assigned', after: 'u-ravi', at: at(5) },
          { ...staff, action: 'message', after: 'staff', at: at(6) },
          { ...staff, action: 'status', before: 'open', after: 'acknowledged', at: at(6) },
          { ...staff, action: 'linked', after: 'refund:rf-42', at: at(8) },
          { ...staff, action: 'resolution', after: 'Refunded in full.', at: at(9) },
        ],
      }),
    );
    renderPage();
    const history = within(await screen.findByRole('list', { name: 'History' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent?.replace(/^.*?(Traveller|Ravi Desk)/, '$1'))).toEqual([
      'Traveller Filed the complaint',
      'Ravi Desk Took the ticket',
      'Ravi Desk Replied to the traveller',
      'Ravi Desk Status Open → Acknowledged',
      'Ravi Desk Linked refund rf-42',
      'Ravi Desk Resolved: Refunded in full.',
    ]);
  });

  it('Assign to me takes the ticket', async () => {
    mockDetail();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(answer(staffDetail({ ...OPEN, assignedTo: { id: ADMIN.id, name: ADMIN.name } })));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByText('Assigned to you')).toBeInTheDocument();
    expect(await screen.findByText('TP-C-000123 is assigned to you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign to me' })).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/complaints/TP-C-000123/assign');
  });

  it('someone else took it first: the API’s 409 message names them, and the page shows who has it', async () => {
    const get = mockDetail();
    get.mockImplementationOnce(async () => answer(OPEN) as never);
    get.mockImplementation(
      async () => answer(staffDetail({ ...OPEN, assignedTo: { id: 'u-ravi', name: 'Ravi Staff' } })) as never,
    );
    jest.spyOn(apiClient, 'post').mockRejectedValue(refusedCall(409, 'TP-C-000123 is already assigned to Ravi Staff.'));
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('TP-C-000123 is already assigned to Ravi Staff.');
    expect(await screen.findByText('Assigned to Ravi Staff')).toBeInTheDocument();
  });

  it('replies to the traveller, checked as the API checks it', async () => {
    mockDetail();
    const staffReply = {
      author: 'staff' as const,
      body: 'We have asked the airline for your refund.',
      createdAt: '2026-11-28T11:00:00.000Z',
      authorId: ADMIN.id,
      authorName: ADMIN.name,
    };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      answer(
        staffDetail({
          ...OPEN,
          status: 'acknowledged',
          acknowledgedAt: '2026-11-28T11:00:00.000Z',
          messages: [FIRST, staffReply],
        }),
      ),
    );
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Soon');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await userEvent.clear(box);
    await userEvent.type(box, 'We have asked the airline for your refund.');
    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent to the traveller.')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[1]).toHaveTextContent(ADMIN.name);
    expect(screen.getByText('Acknowledged', { selector: 'dd' })).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/complaints/TP-C-000123/messages', {
      message: 'We have asked the airline for your refund.',
    });
  });

  it('links a refund, and shows a refund the API does not know', async () => {
    mockDetail();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(refusedCall(404, 'No such refund'))
      .mockResolvedValueOnce(
        answer(
          staffDetail({
            ...OPEN,
            links: [{ kind: 'refund', targetId: 'rf_123', linkedBy: ADMIN.id, linkedAt: '2026-11-28T12:00:00.000Z' }],
          }),
        ),
      );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Link' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.link)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Refund or date change id' }), 'rf_404');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('No such refund')).toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Refund or date change id' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Refund or date change id' }), 'rf_123');
    await userEvent.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('rf_123')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/admin/complaints/TP-C-000123/link', { refundId: 'rf_123' });
  });

  it('resolves with a resolution text; a resolved ticket offers no Resolve', async () => {
    mockDetail();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      answer(
        staffDetail({
          ...OPEN,
          status: 'resolved',
          acknowledgedAt: '2026-11-29T10:00:00.000Z',
          resolvedAt: '2026-11-29T10:00:00.000Z',
          resolution: 'We refunded ₹4,200 to your card.',
        }),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Resolve complaint' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.resolution)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Resolution/ }), 'We refunded ₹4,200 to your card.');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve complaint' }));
    expect(await screen.findByText('TP-C-000123 is resolved.')).toBeInTheDocument();
    expect(screen.getByText('Resolved', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('We refunded ₹4,200 to your card.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve complaint' })).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/complaints/TP-C-000123/resolve', {
      resolution: 'We refunded ₹4,200 to your card.',
    });
  });

  it('a ticket that does not exist: the API’s message', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(404, COMPLAINT_MESSAGES.noSuchComplaint));
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No such complaint'));
  });
});
