import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import UnsubscribePage from './UnsubscribePage';
import type { UnsubscribeKind } from './api/sendEmailLink';
import { refusedCall } from '@travel/shared-ui/test/failedCall';

const fail = (status: number, message: string) => refusedCall(status, message);

function renderAt(url: string, kind: UnsubscribeKind = 'newsletter') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/newsletter/unsubscribe" element={<UnsubscribePage kind={kind} />} />
        <Route path="/price-alerts/unsubscribe" element={<UnsubscribePage kind={kind} />} />
        <Route path="/price-alerts/confirm" element={<UnsubscribePage kind={kind} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('UnsubscribePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends the token once and confirms: You have been unsubscribed', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'You have been unsubscribed from the Travel Portal newsletter.' },
    });
    renderAt('/newsletter/unsubscribe?token=abc.def');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribing…');
    expect(await screen.findByRole('heading', { level: 1, name: 'You have been unsubscribed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You have been unsubscribed from the Travel Portal newsletter.',
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/newsletter/unsubscribe', { token: 'abc.def' });
  });

  it('says clearly when the link was already used or is not valid', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        fail(410, 'This unsubscribe link has already been used: the address is no longer subscribed.'),
      );
    renderAt('/newsletter/unsubscribe?token=used');
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This unsubscribe link has already been used: the address is no longer subscribed.',
    );
  });

  it('without a token, says the link is incomplete and calls nothing', () => {
    const post = jest.spyOn(apiClient, 'post');
    renderAt('/newsletter/unsubscribe');
    expect(screen.getByRole('heading', { level: 1, name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This unsubscribe link is incomplete. Please use the whole link from your email.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('removes a price alert from its email link', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'Your price alert has been removed. You will get no more emails about it.' },
    });
    renderAt('/price-alerts/unsubscribe?token=t', 'price-alert');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your price alert has been removed' }),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/price-alerts/unsubscribe', { token: 't' });
  });

  it('confirms a price alert from the link in its first email: Your price alert is active', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({
      data: { success: true, message: 'Your price alert is active. We will email you once when the fare drops.' },
    });
    renderAt('/price-alerts/confirm?token=c.t', 'price-alert-confirm');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your price alert…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your price alert is active' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your price alert is active. We will email you once when the fare drops.',
    );
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/price-alerts/confirm', { token: 'c.t' });
  });

  it('says why a confirmation link did not work', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(fail(400, 'This confirmation link is not valid. Please use the link from your email.'));
    renderAt('/price-alerts/confirm?token=bad', 'price-alert-confirm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not confirm your price alert' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid. Please use the link from your email.',
    );
  });
});
