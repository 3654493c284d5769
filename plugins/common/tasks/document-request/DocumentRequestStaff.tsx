import type { TaskStaffProps } from '@portico/plugin';
import type { DocumentRequestTemplate } from '../contract';
import { NewDocumentRequestForm } from './NewDocumentRequestForm';
import { StaffReview } from './StaffReview';

/** The firm's screen of a document request: a new one for the client (from a template the server checked on save), or what the client gave, item by item. */
export default function DocumentRequestStaff({ clientId, taskId, onCreated, template }: TaskStaffProps) {
  return taskId === null ? <NewDocumentRequestForm clientId={clientId} onCreated={onCreated} template={template as DocumentRequestTemplate | undefined} /> : <StaffReview clientId={clientId} taskId={taskId} />;
}
