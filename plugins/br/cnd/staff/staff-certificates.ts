/** The query key of one client's certificates on the firm's screen: the form adds to it, the list reads it. */
export const staffCertificatesKey = (clientId: string) => ['br.cnd', 'staff', clientId];
