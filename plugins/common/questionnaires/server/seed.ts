import { DEMO_USERS, isoDay, type SeedStep } from '@portico/plugin-server';
import type { NewQuestionnaire } from '../contract';
import type { AnswerValue } from '../rules';
import { createQuestionnaire, saveAnswers } from './questionnaires';
import { questionnairesDb } from './tables';

const DAY = 86_400_000;

const ORGANIZER: Record<'en' | 'pt', NewQuestionnaire> = {
  en: {
    title: '2026 tax organizer',
    questions: [
      { key: 'moved', label: 'Did you move in 2026?', type: 'yes_no', required: true },
      { key: 'new_address', label: 'Your new address', type: 'long_text', required: true, showIf: { key: 'moved', equals: 'yes' } },
      { key: 'filing', label: 'Filing status', type: 'one_choice', required: true, options: ['Single', 'Married filing jointly', 'Married filing separately', 'Head of household'] },
      { key: 'dependents', label: 'How many dependents?', type: 'number' },
      { key: 'income', label: 'Kinds of income you had', type: 'several_choices', options: ['Wages', 'Self-employment', 'Rental', 'Investments'] },
      { key: 'id_copy', label: 'A copy of your ID', type: 'file' },
    ],
  },
  pt: {
    title: 'Questionário do IRPF 2026',
    questions: [
      { key: 'mudou', label: 'Você mudou de endereço em 2026?', type: 'yes_no', required: true },
      { key: 'endereco', label: 'O novo endereço', type: 'long_text', required: true, showIf: { key: 'mudou', equals: 'yes' } },
      { key: 'dependentes', label: 'Quantos dependentes?', type: 'number', required: true },
      { key: 'rendas', label: 'Rendimentos que você teve', type: 'several_choices', options: ['Salário', 'Aluguéis', 'Aplicações', 'Pró-labore'] },
      { key: 'documento', label: 'Cópia de um documento de identidade', type: 'file' },
    ],
  },
};

/** A questionnaire half filled for maria (us) and joao (br): the first answers saved, the rest to do. */
export const questionnairesDemo: SeedStep = {
  name: 'common.questionnaires/demo',
  async run(ctx) {
    const db = questionnairesDb(ctx.db);
    const dueDate = isoDay(new Date(ctx.now.getTime() + 14 * DAY));
    const asks: Array<{ contact: string; staff: string; form: NewQuestionnaire; answers: Record<string, AnswerValue> }> = [
      { contact: DEMO_USERS.maria, staff: DEMO_USERS.staff, form: ORGANIZER.en, answers: { moved: false, filing: 'Single' } },
      { contact: DEMO_USERS.joao, staff: DEMO_USERS.equipe, form: ORGANIZER.pt, answers: { mudou: false } },
    ];
    for (const ask of asks) {
      const client = await db.selectFrom('clients as c').innerJoin('userClients as uc', 'uc.clientId', 'c.id').innerJoin('users as u', 'u.id', 'uc.userId')
        .select('c.id').where('u.email', '=', ask.contact).orderBy('c.name').executeTakeFirst();
      const asker = await db.selectFrom('users').select('id').where('email', '=', ask.staff).executeTakeFirst();
      if (!client || !asker) continue;
      const taskId = await createQuestionnaire(db, client.id, asker.id, { ...ask.form, dueDate });
      await saveAnswers(db, client.id, taskId, ask.answers);
    }
  },
};
