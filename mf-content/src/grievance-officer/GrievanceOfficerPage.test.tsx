import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { apiClient } from '@travel/shared-ui/api';
import { storeWithVisitor } from '@travel/shared-ui/test/storeWithVisitor';
import InfoPage from '../info/InfoPage';
import GrievanceOfficerPage from './GrievanceOfficerPage';
import { GRIEVANCE_OFFICER } from './grievanceOfficer';

const renderAt = (element: ReactElement, signedIn: boolean) =>
  render(
    <Provider store={storeWithVisitor({ signedIn })}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );

describe('GrievanceOfficerPage (/grievance-officer)', () => {
  it('names the grievance officer and how to reach them', () => {
    renderAt(<GrievanceOfficerPage />, false);
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance officer' })).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'How to reach our grievance officer' });
    expect(within(contact).getByText(GRIEVANCE_OFFICER.name)).toBeInTheDocument();
    expect(within(contact).getByText('Grievance Officer')).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: GRIEVANCE_OFFICER.email })).toHaveAttribute(
      'href',
      `mailto:${GRIEVANCE_OFFICER.email}`,
    );
    for (const line of GRIEVANCE_OFFICER.addressLines) expect(within(contact).getByText(line)).toBeInTheDocument();
    expect(within(contact).getByText(GRIEVANCE_OFFICER.hours)).toBeInTheDocument();
  });

  it('explains the 48-hour acknowledgement and the 30-day resolution', () => {
    renderAt(<GrievanceOfficerPage />, false);
    expect(screen.getByText('We acknowledge it within 48 hours of filing.')).toBeInTheDocument();
    expect(screen.getByText(/We resolve it within 30 days of filing/)).toBeInTheDocument();
  });

  it('File a complaint: the account’s form when signed in, the guest’s otherwise', () => {
    const { unmount } = renderAt(<GrievanceOfficerPage />, true);
    expect(screen.getByRole('link', { name: 'File a complaint' })).toHaveAttribute('href', '/account/complaints/new');
    unmount();
    renderAt(<GrievanceOfficerPage />, false);
    expect(screen.getByRole('link', { name: 'File a complaint' })).toHaveAttribute('href', '/my-trips/complaint');
  });
});

describe('InfoPage (/info): Contact support', () => {
  beforeEach(() => jest.spyOn(apiClient, 'get').mockResolvedValue({ data: { success: true, data: { faqs: [] } } }));
  afterEach(() => jest.restoreAllMocks());

  it('signed in: leads to the complaint form in the account', () => {
    renderAt(<InfoPage />, true);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/account/complaints/new');
    expect(screen.getByRole('link', { name: 'Our grievance officer' })).toHaveAttribute('href', '/grievance-officer');
  });

  it('signed out: leads to the guest’s way in (find the booking, or log in)', () => {
    renderAt(<InfoPage />, false);
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/my-trips/complaint');
  });
});
