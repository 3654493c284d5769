/** The welcome dialog's memory: paths and schemas shared by server and client. */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoints } from '@portico/contract/endpoint';
import { WELCOME_API } from './names';

export { WELCOME_API } from './names';

export const WelcomeState = Type.Object({
  seenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}, { additionalProperties: false });
export type WelcomeState = Static<typeof WelcomeState>;

export const ENDPOINTS = defineEndpoints({
  getWelcomeState: {
    method: 'GET', path: WELCOME_API.me, access: 'session', tags: ['welcome'],
    summary: 'Whether the signed-in user has dismissed the welcome dialog',
    responses: { 200: WelcomeState },
  },
  putWelcomeState: {
    method: 'PUT', path: WELCOME_API.me, access: 'session', tags: ['welcome'],
    summary: 'The signed-in user has dismissed the welcome dialog (idempotent)',
    responses: { 200: WelcomeState },
  },
});
