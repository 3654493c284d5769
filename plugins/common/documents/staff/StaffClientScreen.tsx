import { useState, type ReactNode } from 'react';
import type { StaffClient } from '../staff-contract';
import { StaffClientPicker } from './StaffClientPicker';

/**
 * A staff screen about one client at a time (the firm's certificates, its filing receipts): the title, the client
 * picker, then what `children` renders for the chosen client, rendered afresh when another is chosen.
 */
export function StaffClientScreen({ title, children }: { title: string; children: (client: StaffClient) => ReactNode }) {
  const [client, setClient] = useState<StaffClient | null>(null);
  return (
    <div className="staff-documents">
      <h1>{title}</h1>
      <StaffClientPicker value={client} onChange={setClient} />
      {client && <div key={client.id}>{children(client)}</div>}
    </div>
  );
}
