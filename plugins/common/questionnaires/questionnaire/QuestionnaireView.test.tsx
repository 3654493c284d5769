import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PluginSlot } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { TASKS_API } from '../../tasks';
import { QUESTIONNAIRES_API, type Questionnaire } from '../contract';
import feature from '../feature';
import questionnaire from './manifest';

const QUESTIONNAIRE: Questionnaire = {
  task: {
    id: 't1', clientId: 'c1', kind: 'questionnaire', title: '2026 tax organizer', dueDate: '2099-01-10', state: 'open', sentBackReason: null,
    progress: { done: 0, total: 1 }, createdAt: '2026-11-30T10:00:00.000Z', updatedAt: '2026-11-30T10:00:00.000Z',
  },
  questions: [
    { key: 'moved', label: 'Did you move in 2026?', type: 'yes_no', required: true, options: [], showIf: null },
    { key: 'address', label: 'Your new address', type: 'long_text', required: true, options: [], showIf: { key: 'moved', equals: 'yes' } },
  ],
  answers: {}, files: {}, uploadFolderId: 'f1', answersSavedAt: null,
};

describe('the questionnaire (common.questionnaires/questionnaire)', () => {
  it('saves nothing on opening; saves each answer as she goes; shows the follow-up only when it applies; hands it in once the required are answered', { timeout: 30_000 }, async () => {
    const saves: unknown[] = [];
    let current = QUESTIONNAIRE;
    const api = fakeApi({
      [`GET ${QUESTIONNAIRES_API.questionnaire}`]: () => current,
      [`PUT ${QUESTIONNAIRES_API.answers}`]: (request) => {
        saves.push(request.body);
        const answers = { ...current.answers, ...(request.body as { answers: Questionnaire['answers'] }).answers };
        current = { ...current, answers, task: { ...current.task, state: 'in_progress' }, answersSavedAt: '2026-12-02T10:00:00.000Z' };
        return current;
      },
      [`POST ${TASKS_API.submit}`]: () => ({ ...current.task, state: 'submitted' }),
    });
    const kernel = await createTestKernel({ plugins: [feature], api });
    renderWithKernel(<PluginSlot manifest={questionnaire} props={{ taskId: 't1', clientId: 'c1' }} />, { kernel });
    const user = userEvent.setup();

    expect(await screen.findByRole('group', { name: 'Did you move in 2026? (required)' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your new address/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send to the firm' })).toBeDisabled();
    expect(saves).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(saves).toEqual([{ answers: { moved: true } }]));
    expect(await screen.findByText('Your answers are saved.')).toBeInTheDocument();
    expect(screen.getByText('1 required question still needs an answer.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Your new address/), '12 Elm St');
    // Typing is one save, not one a key.
    await waitFor(() => expect(saves).toEqual([{ answers: { moved: true } }, { answers: { address: '12 Elm St' } }]), { timeout: 3000 });

    await user.click(screen.getByRole('button', { name: 'Send to the firm' }));
    expect(await screen.findByText('You sent this to the firm. They will read your answers.')).toBeInTheDocument();
    expect(screen.getByText('12 Elm St')).toBeInTheDocument();
  });
});
