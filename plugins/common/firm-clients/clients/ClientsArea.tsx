import { Route, Switch } from 'wouter';
import { ClientPage } from './ClientPage';
import { ClientSearch } from './ClientSearch';
import './firm-clients.css';

/** The firm's clients (/staff/clients): the search, and a client's page at /staff/clients/:clientId. */
export default function ClientsArea() {
  return (
    <div className="firm-clients">
      <Switch>
        <Route path="/"><ClientSearch /></Route>
        <Route path="/:clientId">{(params) => <ClientPage clientId={params.clientId} />}</Route>
      </Switch>
    </div>
  );
}
