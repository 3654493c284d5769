/** An ISO day as a pt-BR or es-AR reader types it into the portal's date fields (dd/mm/aaaa). */
export const typedDayFirst = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
