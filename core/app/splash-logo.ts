/** The firm's logo the server put in the first paint's loading state (public/index.html, server/routes/theme.ts). */
export interface SplashLogo {
  src: string;
  width: number;
  height: number;
  alt: string;
}

let logo: SplashLogo | null | undefined;

/**
 * Read once, before React replaces the first paint, so every later loading state (BootSplash) shows the same
 * logo and the loading screen does not change look on its way to the first screen.
 */
export function splashLogo(doc: Document = document): SplashLogo | null {
  if (logo === undefined) {
    const img = doc.querySelector<HTMLImageElement>('#root .boot-logo');
    logo = img ? { src: img.getAttribute('src') ?? '', width: img.width, height: img.height, alt: img.alt } : null;
  }
  return logo;
}
