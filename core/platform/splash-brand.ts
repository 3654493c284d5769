/**
 * The firm's brand the server put in the first paint's loading state (public/index.html, server/routes/theme.ts):
 * its logo, or its name when it shows no logo.
 */
export type SplashBrand =
  | { kind: 'logo'; src: string; width: number; height: number; alt: string }
  | { kind: 'name'; name: string };

let brand: SplashBrand | null | undefined;

/**
 * Read once, before React replaces the first paint, so every later loading state (BootSplash) shows the same
 * brand and the loading screen does not change look on its way to the first screen.
 */
export function splashBrand(doc: Document = document): SplashBrand | null {
  if (brand === undefined) {
    const img = doc.querySelector<HTMLImageElement>('#root .boot-logo');
    const name = doc.querySelector('#root .boot-firm')?.textContent;
    brand = img ? { kind: 'logo', src: img.getAttribute('src') ?? '', width: img.width, height: img.height, alt: img.alt }
      : name ? { kind: 'name', name } : null;
  }
  return brand;
}
