import type { AuthorizeContext } from '@portico/plugin';
import { SERVICE_REQUEST_PERMISSIONS } from './permissions';

/** ServiceRequest.Denied hides every screen of the feature (the server refuses its calls too). */
export const notDenied = ({ permissions }: AuthorizeContext): boolean => !permissions.isGranted(SERVICE_REQUEST_PERMISSIONS.denied);

/** A registration form: shown with its grant (ServiceRequest.Employee, .Intern, .Partner), unless Denied. */
export const notDeniedAndGranted = (grant: string) => (ctx: AuthorizeContext): boolean => notDenied(ctx) && ctx.permissions.isGranted(grant);
