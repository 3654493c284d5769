import { useState } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { TOKENS, useService } from '@portico/plugin';
import { TaskList } from './list/TaskList';
import { TaskPage } from './list/TaskPage';
import { TASK_SWITCHES } from './switches';
import './tasks.css';

/**
 * The client's tasks (/tasks): the list, and a task at /tasks/{id} when ClientCenterTaskDeepLink is on (and always
 * inside the mobile host, which names tasks by id). Without the switch a task opens inside the list.
 */
export default function TasksArea() {
  const deepLink = useService(TOKENS.Permissions).hasControl(TASK_SWITCHES.deepLink) || window.location.pathname.startsWith('/mobile/');
  const [opened, setOpened] = useState<string | null>(null);
  return (
    <div className="tasks">
      <Switch>
        <Route path="/">
          {opened && !deepLink
            ? <TaskPage taskId={opened} onBack={() => setOpened(null)} />
            : <TaskList onOpen={deepLink ? undefined : setOpened} />}
        </Route>
        <Route path="/:taskId">{(params) => (deepLink ? <TaskPage taskId={params.taskId} /> : <Redirect to="/" replace />)}</Route>
      </Switch>
    </div>
  );
}
