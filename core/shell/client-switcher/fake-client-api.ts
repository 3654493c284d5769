import type { Client, ClientListResponse } from '@portico/contract/clients';

/**
 * An in-memory stand-in for GET /api/clients/v1/clients, answering in the contract's shape.
 * Used by the component tests and the browser benchmark (bench/shell), never by the portal.
 */
export function makeClients(count: number): Client[] {
  const names = ['Acme', 'Borealis', 'Cobalt', 'Delta', 'Evergreen', 'Fjord', 'Granite', 'Harbor', 'Iris', 'Juniper'];
  return Array.from({ length: count }, (_, i) => {
    const name = `${names[i % names.length]} ${['Holdings', 'Trading', 'Services', 'Partners'][Math.floor(i / names.length) % 4]} ${String(i + 1).padStart(5, '0')}`;
    return {
      id: `client-${i + 1}`,
      name,
      displayAs: name,
      nickname: i % 3 === 0 ? `N${i + 1}` : null,
      initials: name.slice(0, 1) + name.split(' ')[1]!.slice(0, 1),
    };
  });
}

export function answerClients(all: Client[], url: string): ClientListResponse {
  const query = new URL(url, 'http://portal.invalid').searchParams;
  const pageSize = Number(query.get('pageSize') ?? 25);
  const pageNum = Number(query.get('pageNum') ?? 1);
  const term = (query.get('searchTerm') ?? '').trim().toLowerCase();
  const only = query.get('clientId');
  const matching = (only ? all.filter((c) => c.id === only) : all)
    .filter((c) => !term || c.name.toLowerCase().includes(term) || c.nickname?.toLowerCase().includes(term));
  const clients = matching.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  return { clients, total: matching.length, currentItemCount: clients.length, totalPages: Math.ceil(matching.length / pageSize) };
}
