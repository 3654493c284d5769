import { Route, Switch, useLocation } from 'wouter';
import { StaffNewTask } from './StaffNewTask';
import { StaffTaskList } from './StaffTaskList';
import { StaffTaskPage } from './StaffTaskPage';
import { StaffTemplates } from './StaffTemplates';
import { BulkSendForm, BulkSendPage } from './BulkSend';
import '../tasks.css';

/**
 * The firm's tasks (/staff/tasks): every client's with its progress, the firm's templates at /templates, a new task
 * of a kind at /new/{kind route} (?template={id}: filled in from one), a template sent to many clients at /bulk/new and
 * that send's progress at /bulk/{batchId}, and
 * one task at /{clientId}/{taskId} with the firm's moves and its kind's review.
 */
export default function StaffTasksArea() {
  const [, navigate] = useLocation();
  return (
    <div className="tasks">
      <Switch>
        <Route path="/"><StaffTaskList /></Route>
        <Route path="/templates"><StaffTemplates /></Route>
        <Route path="/bulk/new"><BulkSendForm /></Route>
        <Route path="/bulk/:batchId">{(params) => <BulkSendPage batchId={params.batchId} />}</Route>
        <Route path="/new/:route">{(params) => <StaffNewTask route={params.route} onCreated={(clientId, taskId) => navigate(`/${clientId}/${taskId}`)} />}</Route>
        <Route path="/:clientId/:taskId">{(params) => <StaffTaskPage clientId={params.clientId} taskId={params.taskId} />}</Route>
      </Switch>
    </div>
  );
}
