import https from 'node:https';

export const SOAP12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';
export const EVENT_SERVICE = 'http://www.portalfiscal.inf.br/nfe/wsdl/NFeRecepcaoEvento4';

/**
 * The SOAP 1.2 envelope of a SEFAZ service: the message in nfeDadosMsg of the service's namespace (the 4.00
 * services), or, for the distribution services, in `dataElement` inside the operation's element
 * (nfeDistDFeInteresse/nfeDadosMsg, cteDistDFeInteresse/cteDadosMsg).
 */
export const soapEnvelope = (service: string, message: string, wrap?: { operation: string; dataElement: string }) =>
  `<?xml version="1.0" encoding="UTF-8"?><soap12:Envelope xmlns:soap12="${SOAP12_NAMESPACE}"><soap12:Body>`
  + (wrap
    ? `<${wrap.operation} xmlns="${service}"><${wrap.dataElement}>${message}</${wrap.dataElement}></${wrap.operation}>`
    : `<nfeDadosMsg xmlns="${service}">${message}</nfeDadosMsg>`)
  + '</soap12:Body></soap12:Envelope>';

/** The client certificate (mutual TLS) and the authorities trusted for SEFAZ's server certificate. */
export interface MutualTls {
  key: string;
  cert: string[];
  ca: string[] | undefined;
}

/** A call that did not get an answer from SEFAZ (to be retried), as opposed to one SEFAZ answered. */
export class SefazUnreachable extends Error {}

/**
 * POSTs a SOAP 1.2 envelope over mutual TLS 1.2+ and answers the response body. No answer, a timeout or a
 * non-2xx status without a SOAP body is SefazUnreachable.
 */
export function postSoap(url: string, action: string, envelope: string, tls: MutualTls, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = Buffer.from(envelope, 'utf8');
    const request = https.request(url, {
      method: 'POST',
      key: tls.key,
      cert: tls.cert.join('\n'),
      ...(tls.ca ? { ca: tls.ca } : {}),
      minVersion: 'TLSv1.2',
      timeout: timeoutMs,
      headers: { 'Content-Type': `application/soap+xml; charset=utf-8; action="${action}"`, 'Content-Length': String(body.length) },
    }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (c: Buffer) => chunks.push(c));
      response.on('error', (error) => reject(new SefazUnreachable(error.message)));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if ((response.statusCode ?? 0) >= 300 && !text.includes('Envelope')) {
          reject(new SefazUnreachable(`SEFAZ answered HTTP ${response.statusCode}`));
        } else resolve(text);
      });
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.on('error', (error) => reject(new SefazUnreachable(error.message)));
    request.end(body);
  });
}
