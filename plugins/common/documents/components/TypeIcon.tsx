import type { MimeFamily } from '../model/document-view';

const COLORS: Record<MimeFamily, string> = {
  pdf: 'documents-icon--pdf', word: 'documents-icon--word', excel: 'documents-icon--excel',
  powerpoint: 'documents-icon--powerpoint', image: 'documents-icon--image', other: 'documents-icon--other',
};
const LETTER: Record<MimeFamily, string> = { pdf: 'PDF', word: 'W', excel: 'X', powerpoint: 'P', image: '', other: '' };

/** A page with a folded corner and the family's mark; the label is given by the caller. */
export function TypeIcon({ family, label }: { family: MimeFamily; label: string }) {
  return (
    <svg className={`documents-icon ${COLORS[family]}`} viewBox="0 0 24 24" width="20" height="20" role="img" aria-label={label} focusable="false">
      <path d="M5 2h10l5 5v15H5z" className="documents-icon__page" />
      <path d="M15 2v5h5" className="documents-icon__fold" />
      {family === 'image' ? (
        <path d="M7 18l4-5 3 3 2-2 3 4z" className="documents-icon__mark" />
      ) : family === 'other' ? (
        <path d="M8 11h8M8 14h8M8 17h5" className="documents-icon__lines" />
      ) : (
        <text x="12.5" y="18" textAnchor="middle" className="documents-icon__text">{LETTER[family]}</text>
      )}
    </svg>
  );
}

export function FolderIcon() {
  return (
    <svg className="documents-icon documents-icon--folder" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M2 5h7l2 2h11v13H2z" />
    </svg>
  );
}
