import { contributionPoint } from '@portico/plugin-server';
import type { NotificationCategory } from '../categories';

/**
 * The categories a feature raises (with notify(), or through the reminders it contributes): a person is asked
 * about only those of the features their portal runs, so a US client is not offered Brazilian certificates.
 */
export const RAISED_CATEGORIES = contributionPoint<readonly NotificationCategory[]>('common.notifications/raised');
