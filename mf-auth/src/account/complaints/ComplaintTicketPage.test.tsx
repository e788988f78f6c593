import { screen, within } from '@testing-library/react';
import { apiClient } from '@travel/shared-ui/api';
import { COMPLAINT_MESSAGES } from '@travel/contracts/complaints';
import { fail, renderAccountPage } from '../test/renderAccountPage';
import { complaintTime } from './complaintTexts';
import ComplaintTicketPage from './ComplaintTicketPage';
import { message, thread } from './testComplaints';

const URL = '/account/complaints/ticket?ticket=TP-C-000123';
const answer = (complaint: unknown) => async () => ({ data: { success: true, complaint } });
const renderPage = (get: () => Promise<unknown>) =>
  renderAccountPage(URL, <ComplaintTicketPage />, { get: { '/complaints/TP-C-000123': get } });

const FIRST = 'My refund has not arrived after two weeks.';
const RESOLVED = thread({
  status: 'resolved',
  acknowledgedAt: '2026-11-28T12:00:00.000Z',
  resolvedAt: '2026-11-29T12:00:00.000Z',
  resolution: 'We refunded ₹4,200 to your card on 29 November.',
  messages: [
    message('traveller', FIRST),
    message('staff', 'We are looking into it with the airline.', '2026-11-28T12:00:00.000Z'),
  ],
});

// Typed messages, a key at a time: on a busy machine a test takes longer than Jest's default 5 s.
jest.setTimeout(20_000);
describe('ComplaintTicketPage (/account/complaints/ticket)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the status, the clocks, the resolution and the thread', async () => {
    renderPage(answer(RESOLVED));
    expect(await screen.findByRole('heading', { name: 'Complaint TP-C-000123' })).toBeInTheDocument();
    expect(screen.getByText('Resolved', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(`Acknowledged ${complaintTime('2026-11-28T12:00:00.000Z')}`)).toBeInTheDocument();
    expect(screen.getByText('ABC234').closest('dd')).toHaveTextContent('Flight ABC234');
    expect(screen.getByText('We refunded ₹4,200 to your card on 29 November.')).toBeInTheDocument();
    const messages = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(messages[0]).toHaveTextContent('You');
    expect(messages[0]).toHaveTextContent('My refund has not arrived after two weeks.');
    expect(messages[1]).toHaveTextContent('Support team');
    expect(
      screen.getByText('This complaint is resolved. Not satisfied? Reply and we will reopen it.'),
    ).toBeInTheDocument();
  });

  it('a reply to a resolved complaint reopens it: the new status and message show, and a toast says so', async () => {
    const reopened = thread({
      ...RESOLVED,
      status: 'reopened',
      resolvedAt: null,
      messages: [
        ...RESOLVED.messages,
        { author: 'traveller', body: 'The refund is still missing.', createdAt: '2026-11-30T08:00:00.000Z' },
      ],
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { success: true, complaint: reopened } });
    const { user } = renderPage(answer(RESOLVED));
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'The refund is still missing.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));

    expect(await screen.findByText('Your reply is sent and the complaint is reopened.')).toBeInTheDocument();
    expect(screen.getByText('Reopened', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('The refund is still missing.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    expect(post).toHaveBeenCalledWith(
      '/complaints/TP-C-000123/messages',
      { message: 'The refund is still missing.' },
      { params: undefined },
    );
  });

  it('checks the reply as the API does, and shows a refused one', async () => {
    const post = jest.spyOn(apiClient, 'post').mockRejectedValue(fail(429, 'Too many messages. Try again later.'));
    const { user } = renderPage(answer(thread()));
    await user.type(await screen.findByRole('textbox', { name: 'Your reply' }), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(COMPLAINT_MESSAGES.message)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), ', any news on my refund?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again later.');
  });

  it('a ticket that is not the traveller’s: the API’s 404 message', async () => {
    renderPage(() => Promise.reject(fail(404, 'No such complaint')));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such complaint');
  });
});
