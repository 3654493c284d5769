/** The query key of one client's receipts on the firm's screen: the form adds to it, the list reads it. */
export const staffProtocolsKey = (clientId: string) => ['br.protocols', 'staff', clientId];
