import type { AuthorizeContext } from '@portico/kernel/plugin';
import { SERVICE_REQUEST_PERMISSIONS } from './contract';

/** ServiceRequest.Denied hides every screen of the feature (the server refuses its calls too). */
export const notDenied = ({ permissions }: AuthorizeContext): boolean => !permissions.isGranted(SERVICE_REQUEST_PERMISSIONS.denied);
