import { useSearch } from 'wouter';
import { RequestDetail } from './RequestDetail';
import { RequestList } from './RequestList';
import './requests.css';

/** "Minhas solicitações": the list (`?view=0…15`), or one request with its thread (`?id=`). */
export default function RequestsPage() {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <RequestDetail requestId={id} /> : <RequestList />;
}
