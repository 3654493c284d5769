import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '@portico/plugin';
import { createTestKernel, fakeApi, renderWithKernel } from '@portico/plugin/testing';
import { TASKS_API } from '../../tasks';
import { QUESTIONNAIRE_KIND, type NewQuestionnaire } from '../contract';
import feature from '../feature';
import { QuestionnaireBuilder } from './QuestionnaireBuilder';

const ORGANIZER: NewQuestionnaire = {
  title: '2026 tax organizer',
  questions: [
    { key: 'moved', label: 'Did you move in 2026?', type: 'yes_no', required: true },
    { key: 'address', label: 'Your new address', type: 'long_text', required: true, showIf: { key: 'moved', equals: 'yes' } },
  ],
};

async function render(template?: NewQuestionnaire) {
  const api = fakeApi({
    [`POST ${TASKS_API.staffTemplates}`]: (request) => ({ id: 'tpl1', kind: QUESTIONNAIRE_KIND, name: (request.body as { name: string }).name,
      createdAt: '2026-12-02T10:00:00.000Z', updatedAt: '2026-12-02T10:00:00.000Z', body: (request.body as { body: object }).body }),
  });
  const kernel = await createTestKernel({ plugins: [feature], api });
  for (const ns of ['common.tasks', 'common.questionnaires']) await kernel.get(TOKENS.I18n).loadNamespace(ns);
  renderWithKernel(<QuestionnaireBuilder clientId="c1" onCreated={() => {}} template={template} />, { kernel });
  return api;
}

describe('the questionnaire builder and templates', () => {
  it('fills in from a template, its condition kept on the renamed question, and keeps what is composed as a template', async () => {
    const api = await render(ORGANIZER);
    expect(await screen.findByLabelText('Title')).toHaveValue('2026 tax organizer');
    const second = within(screen.getByRole('group', { name: 'Question 2' }));
    expect(second.getByLabelText('Question')).toHaveValue('Your new address');
    expect(second.getByLabelText('Show it only when')).toHaveDisplayValue('Did you move in 2026?');
    expect(second.getByLabelText('is answered')).toHaveDisplayValue('Yes');

    const keep = within(screen.getByRole('group', { name: 'Keep as a template of the firm' }));
    await userEvent.click(keep.getByRole('button', { name: 'Save as template' }));
    expect(keep.getByRole('alert')).toHaveTextContent('Give the template a name.');
    await userEvent.type(keep.getByLabelText('Template name'), 'Yearly organizer');
    await userEvent.click(keep.getByRole('button', { name: 'Save as template' }));
    expect(await keep.findByText('Saved as the template Yearly organizer.')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')?.body as { kind: string; name: string; body: NewQuestionnaire };
    expect(sent).toMatchObject({ kind: QUESTIONNAIRE_KIND, name: 'Yearly organizer', body: { title: '2026 tax organizer' } });
    const [moved, address] = sent.body.questions;
    expect(address).toMatchObject({ label: 'Your new address', showIf: { key: moved!.key, equals: 'yes' } });
  });

  it('says what is missing before keeping an empty questionnaire, and sends nothing', async () => {
    const api = await render();
    const keep = within(await screen.findByRole('group', { name: 'Keep as a template of the firm' }));
    await userEvent.type(keep.getByLabelText('Template name'), 'Empty');
    await userEvent.click(keep.getByRole('button', { name: 'Save as template' }));
    expect(keep.getByRole('alert')).toHaveTextContent('Give a title and at least one question.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
