import type { TaskStaffProps } from '@portico/plugin';
import { NewDocumentRequestForm } from './NewDocumentRequestForm';
import { StaffReview } from './StaffReview';

/** The firm's screen of a document request: a new one for the client, or what the client gave, item by item. */
export default function DocumentRequestStaff({ clientId, taskId, onCreated }: TaskStaffProps) {
  return taskId === null ? <NewDocumentRequestForm clientId={clientId} onCreated={onCreated} /> : <StaffReview clientId={clientId} taskId={taskId} />;
}
