/** A yyyy-mm-dd day as the club writes it, dd/mm/yyyy; a dash when there is none. */
export const day = (iso: string | null): string => (iso ? iso.split('-').reverse().join('/') : '—');
