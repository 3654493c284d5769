import { Readable } from 'node:stream';
import { inspectXml } from './xml-inspector';

/** The bytes in small chunks, as a staged file streams them. */
const chunked = (bytes: Buffer, size = 7) => Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
const inspect = (xml: string | Buffer) => inspectXml(chunked(typeof xml === 'string' ? Buffer.from(xml) : xml));

describe('inspectXml', () => {
  it('accepts data XML: an NF-e with its signature, comments, CDATA, text that mentions <script>', async () => {
    const nfe = '<?xml version="1.0" encoding="UTF-8"?><!-- nota --><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">'
      + '<NFe><infNFe Id="NFe1"><emit><xNome>Ação &amp; Cia</xNome></emit><infAdic><![CDATA[<script>not markup</script>]]></infAdic>'
      + '<obs>&lt;svg&gt; is text</obs></infNFe><Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignatureValue>x</SignatureValue></Signature>'
      + '</NFe></nfeProc>';
    expect(await inspect(nfe)).toEqual({ ok: true });
    expect(await inspect(`\uFEFF${nfe}`)).toEqual({ ok: true });
  });

  it('decodes UTF-16 by its byte-order mark', async () => {
    const xml = '<?xml version="1.0" encoding="UTF-16"?><nota><x>ç</x></nota>';
    expect(await inspect(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(xml, 'utf16le')]))).toEqual({ ok: true });
    expect(await inspect(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>', 'utf16le')])))
      .toMatchObject({ ok: false, reason: 'XML_SVG' });
  });

  it.each([
    ['XML_SCRIPT', '<nota><SCRIPT>x</SCRIPT></nota>'],
    ['XML_SCRIPT', `<nota><obs>${'x'.repeat(200_000)}</obs><h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script></nota>`],
    ['XML_SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['XML_SVG', '<svg/>'],
    ['XML_SVG', '<nota xmlns:s="http://www.w3.org/2000/svg"><s:a/></nota>'],
    ['XML_XHTML', '<html><body onload="alert(1)"/></html>'],
    ['XML_XHTML', '<nota><p xmlns="http://www.w3.org/1999/xhtml">x</p></nota>'],
    ['XML_PROCESSING_INSTRUCTION', '<?xml-stylesheet href="x.xsl" type="text/xsl"?><nota/>'],
    ['XML_PROCESSING_INSTRUCTION', '<nota><?php echo 1; ?></nota>'],
    ['XML_DOCTYPE', '<!DOCTYPE nota SYSTEM "http://example.com/x.dtd"><nota/>'],
    ['XML_DOCTYPE', '<!DOCTYPE nota [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><nota>&xxe;</nota>'],
    ['XML_ACTIVE_NAMESPACE', '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>'],
    ['XML_ACTIVE_NAMESPACE', '<nota><math xmlns="http://www.w3.org/1998/Math/MathML"/></nota>'],
  ])('refuses %s (case %#)', async (reason, xml) => {
    expect(await inspect(`<?xml version="1.0"?>${xml}`)).toEqual({ ok: false, code: 'FILE_CONTENT_UNSAFE', reason });
  });

  it.each([
    '<nota><a></nota>', 'not xml at all', '', '<nota>&nbsp;</nota>', '<p:nota/>', '<nota/><other/>', '%PDF-1.7\n',
  ])('calls %j not well-formed', async (xml) => {
    expect(await inspect(xml)).toEqual({ ok: false, code: 'FILE_CONTENT_MISMATCH', reason: 'XML_NOT_WELL_FORMED' });
  });
});
