/** Has the browser download a URL the server just gave (a short-lived storage link) under the file's name. */
export function startDownload(url: string, fileName: string): void {
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName, hidden: true });
  document.body.append(link);
  link.click();
  link.remove();
}
