import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestKernel, fakeApi, renderPlugin, reply } from '@portico/plugin/testing';
import feature from '../feature';
import staff from './manifest';
import { TAX_CALENDAR_API, type Override } from '../contract';

const FGTS: Override = { obligation: 'fgts', competence: '2026-10', dueDate: '2026-11-27', note: 'Prorrogação', updatedAt: '2026-11-01T10:00:00.000Z' };

async function renderStaff(put: () => unknown = () => ({ ...FGTS, obligation: 'das', competence: '2026-11', dueDate: '2026-12-22', note: 'Feriado' })) {
  const api = fakeApi({
    [`GET ${TAX_CALENDAR_API.overrides}`]: () => ({ items: [FGTS] }),
    [`PUT ${TAX_CALENDAR_API.override}`]: put,
    [`DELETE ${TAX_CALENDAR_API.override}`]: () => null,
  });
  const kernel = await createTestKernel({ plugins: [feature], api, grants: ['Platform.DefaultStaff'] });
  renderPlugin(staff, { kernel });
  return api;
}

describe("the firm's tax-calendar overrides (staff area)", () => {
  it('lists the overrides, sets one and removes one', async () => {
    const api = await renderStaff();
    expect(await screen.findByText('FGTS deposit, 10/2026')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Obligation'), { target: { value: 'das' } });
    fireEvent.change(screen.getByLabelText('Competence'), { target: { value: '11/2026' } });
    fireEvent.change(screen.getByLabelText('New due date'), { target: { value: '12/22/2026' } });
    fireEvent.change(screen.getByLabelText('Note shown to clients'), { target: { value: 'Feriado' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(await screen.findByText('Simples Nacional (DAS), 11/2026: the override was saved.')).toBeInTheDocument();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect([put.params, put.body]).toEqual([{ obligation: 'das', competence: '2026-11' }, { dueDate: '2026-12-22', note: 'Feriado' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove the override of FGTS deposit, 10/2026' }));
    await waitFor(() => expect(screen.queryByText('FGTS deposit, 10/2026')).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove the override of Simples Nacional (DAS), 11/2026' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')!.params).toEqual({ obligation: 'fgts', competence: '2026-10' });
  });

  it('says when an override could not be saved', async () => {
    await renderStaff(() => reply(503, { code: 'SERVICE_UNAVAILABLE', message: 'down' }));
    await screen.findByText('FGTS deposit, 10/2026');
    fireEvent.change(screen.getByLabelText('Competence'), { target: { value: '11/2026' } });
    fireEvent.change(screen.getByLabelText('New due date'), { target: { value: '12/22/2026' } });
    fireEvent.change(screen.getByLabelText('Note shown to clients'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save override' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The override could not be saved.');
  });
});
