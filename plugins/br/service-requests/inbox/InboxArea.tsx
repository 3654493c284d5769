import { Route, Switch } from 'wouter';
import { InboxList } from './InboxList';
import { InboxRequestPage } from './InboxRequestPage';
import '../requests/requests.css';
import './inbox.css';

/** The firm's inbox at /staff/inbox: the list, and one request at /staff/inbox/<request id>. */
export default function InboxArea() {
  return (
    <Switch>
      <Route path="/:requestId">{(params) => <InboxRequestPage requestId={params.requestId} />}</Route>
      <Route><InboxList /></Route>
    </Switch>
  );
}
