import { useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { TOKENS, useKernel } from '@portico/plugin';
import { staffNewsApi } from './staff-api';
import { ArticleList } from './ArticleList';
import { ArticleEditor } from './ArticleEditor';
import { ClientTags } from './ClientTags';
import './staff-news.css';

/** /staff/news: the firm's articles at its root, one article's editor at /new or /{id}, the clients' tags at /tags. */
export default function StaffNews() {
  const http = useKernel().get(TOKENS.Http);
  const api = useMemo(() => staffNewsApi(http), [http]);
  return (
    <div className="staff-news">
      <Switch>
        <Route path="/"><ArticleList api={api} /></Route>
        <Route path="/tags"><ClientTags api={api} /></Route>
        <Route path="/new"><ArticleEditor api={api} id={null} /></Route>
        <Route path="/:id">{(params) => <ArticleEditor key={params.id} api={api} id={params.id} />}</Route>
      </Switch>
    </div>
  );
}
