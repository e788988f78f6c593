import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, invalidateQueries } from '@travel/shared-ui/api';
import { refusedCall } from '@travel/shared-ui/test/failedCall';
import type { AuditEntry, AuditLogReply } from '@travel/contracts/admin';
import { formatDateTime } from '../common/format';
import { renderAdminPage } from '../test/renderAdminPage';
import AuditLogPage from './AuditLogPage';

const ROLES_CHANGED: AuditEntry = {
  id: 'a-1',
  at: '2026-11-29T08:15:00.000Z',
  actorId: 'u-admin',
  actorEmail: 'admin@example.test',
  ip: '203.0.113.7',
  action: 'staff.roles_changed',
  targetType: 'user',
  targetId: 'u-farah',
  before: { roles: ['finance'] },
  after: { roles: ['finance', 'support_agent'] },
};
const SYSTEM: AuditEntry = {
  ...ROLES_CHANGED,
  id: 'a-2',
  actorId: null,
  actorEmail: null,
  ip: null,
  action: 'refund.initiated',
  targetType: 'cancellation',
  targetId: 'c-9',
  before: null,
  after: { amountMinor: 1240000 },
};

const reply = (data: AuditEntry[], page = 1, pages = 1): { data: AuditLogReply } => ({
  data: { success: true, data, page, pageSize: 20, total: data.length + (pages - 1) * 20, pages },
});

function mockGet(answer: (params: URLSearchParams) => { data: AuditLogReply }) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, options?: { params?: unknown }) => {
    if (url === '/admin/audit-log') return answer(options?.params as URLSearchParams);
    if (url === '/admin/permissions') return { data: { success: true, roles: ['super_admin'], permissions: [] } };
    throw new Error(`unexpected ${url}`);
  });
}

const auditCalls = (get: jest.SpyInstance) =>
  get.mock.calls.filter(([url]) => url === '/admin/audit-log').map(([, options]) => String(options.params));

afterEach(() => {
  jest.restoreAllMocks();
  invalidateQueries([]);
});

describe('AuditLogPage', () => {
  it('shows each entry: when, who, from where, action, target, before and after', async () => {
    mockGet(() => reply([ROLES_CHANGED, SYSTEM]));
    renderAdminPage('/admin-audit-log', <AuditLogPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime(ROLES_CHANGED.at),
      'admin@example.test',
      '203.0.113.7',
      'staff.roles_changed',
      'user u-farah',
      'roles: finance',
      'roles: finance, support_agent',
    ]);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDateTime(SYSTEM.at),
      'System',
      '—',
      'refund.initiated',
      'cancellation c-9',
      '—',
      'amountMinor: 1240000',
    ]);
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/audit-log/export');
  });

  it('sends the filters, the last day included, and exports the same', async () => {
    const get = mockGet(() => reply([ROLES_CHANGED]));
    renderAdminPage('/admin-audit-log', <AuditLogPage />);
    await screen.findByText('1 entry');
    await userEvent.type(screen.getByLabelText('Who (email or account id)'), 'admin@example.test');
    await userEvent.type(screen.getByRole('textbox', { name: /^Action/ }), 'staff.roles_changed');
    await userEvent.type(screen.getByRole('textbox', { name: /^Target type/ }), 'user');
    await userEvent.type(screen.getByLabelText('Target id'), 'u-farah');
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText(/^To/), '2026-11-29{Enter}');

    const sent =
      'actor=admin%40example.test&action=staff.roles_changed&targetType=user&targetId=u-farah&from=2026-11-01&to=2026-11-30';
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/admin-audit-log?actor=admin%40example.test&action=staff.roles_changed&targetType=user&targetId=u-farah&from=2026-11-01&to=2026-11-29',
    );
    expect(auditCalls(get)).toContain(sent);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit-log/export?${sent}`,
    );
  }, 20_000);

  it('pages through the log', async () => {
    const get = mockGet((params) => reply([ROLES_CHANGED], Number(params.get('page') ?? 1), 3));
    renderAdminPage('/admin-audit-log', <AuditLogPage />);
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(auditCalls(get)).toContain('page=2');
  });

  it('says so when nothing matches, and when the log could not be loaded', async () => {
    mockGet(() => reply([]));
    const { unmount } = renderAdminPage('/admin-audit-log?action=nothing.done', <AuditLogPage />);
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    unmount();

    jest.restoreAllMocks();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(apiClient, 'get').mockRejectedValue(refusedCall(403, 'You are not authorised to do this.'));
    renderAdminPage('/admin-audit-log', <AuditLogPage />);
    expect(await screen.findByText('You are not allowed to see the audit log.')).toBeInTheDocument();
  });
});
