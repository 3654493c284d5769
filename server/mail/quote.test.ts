import { headerText } from './mailer';
import { quoteLines } from './quote';

describe('quoteLines', () => {
  it('prefixes every line, whatever breaks it, so none passes for the text around it', () => {
    expect(quoteLines('One\r\nTwo\rThree\nFour\u2028Five\u2029Six\u000bSeven\u000cEight\u0085Nine')).toBe(
      '> One\n> Two\n> Three\n> Four\n> Five\n> Six\n> Seven\n> Eight\n> Nine');
  });

  it('marks empty lines with ">" and drops control characters and trailing spaces', () => {
    expect(quoteLines('Hi  \n\n\u001b[31mred\u0000\tend')).toBe('> Hi\n>\n> [31mred\tend');
  });
});

describe('headerText', () => {
  it('keeps a header value on one line', () => {
    expect(headerText(' Acme\r\nBcc: evil@example.net\u2028X\u0000Y ')).toBe('Acme Bcc: evil@example.net X Y');
  });
});
