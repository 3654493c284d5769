/** The welcome dialog's memory: paths and schemas shared by server and client. */
import { Type, type Static } from '@sinclair/typebox';
import { endpoint, type Endpoint } from '@portico/contract/endpoints';
import { WELCOME_API } from './names';

export { WELCOME_API } from './names';

export const WelcomeState = Type.Object({
  seenAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}, { additionalProperties: false });
export type WelcomeState = Static<typeof WelcomeState>;

export const ENDPOINTS: Endpoint[] = [
  endpoint('GET', WELCOME_API.me, { 200: WelcomeState }),
  endpoint('PUT', WELCOME_API.me, { 200: WelcomeState }),
];
