import { Type, type Static } from '@sinclair/typebox';
import { Id, Input } from '../common';

/** Issue confirmation e-mail (spec 001 §3): the recipient is a contact id (the impersonator's in a preview). */
export const IssueConfirmationRequest = Input({
  recipient: Id,
  variables: Input({
    FIRST_NAME: Type.Optional(Type.String({ maxLength: 100 })),
    REFERENCE_CODE: Type.String({ pattern: '^[A-Z0-9]{5}-[A-Z0-9]{5}$' }),
    ISSUE_DESCRIPTION: Type.String({ minLength: 1, maxLength: 4000 }),
    DATE: Type.String({ minLength: 1, maxLength: 64 }),
  }),
});
export const NotificationQueued = Type.Object({ notificationId: Type.String() });

export type IssueConfirmationRequest = Static<typeof IssueConfirmationRequest>;
