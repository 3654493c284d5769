import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/**
 * The article's text in Tiptap, limited to what article-rules.ts keeps (headings 2 and 3, emphasis, lists, quotes,
 * links to https and mail), so what staff see is what the server stores. Its keyboard shortcuts are Tiptap's
 * (Ctrl+B, Ctrl+I, Ctrl+Shift+7/8 …); the toolbar is a row of buttons reached with Tab.
 */
export function RichTextEditor({ html, onChange, labelledBy }: { html: string; onChange: (html: string) => void; labelledBy: string }) {
  const { t } = useTranslation('br.news');
  const linkId = useId();
  const [linking, setLinking] = useState<string | null>(null);
  const editor = useEditor({
    extensions: [StarterKit.configure({
      heading: { levels: [2, 3] },
      code: false, codeBlock: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto'], isAllowedUri: (url) => /^(?:https:|mailto:)/i.test(url) },
    })],
    content: html,
    editorProps: { attributes: { 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox', class: 'staff-news-body' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false, italic: e?.isActive('italic') ?? false, heading: e?.isActive('heading', { level: 2 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false, orderedList: e?.isActive('orderedList') ?? false, link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor || !active) return null;
  const chain = () => editor.chain().focus();
  const buttons = [
    { key: 'bold', run: () => chain().toggleBold().run() },
    { key: 'italic', run: () => chain().toggleItalic().run() },
    { key: 'heading', run: () => chain().toggleHeading({ level: 2 }).run() },
    { key: 'bulletList', run: () => chain().toggleBulletList().run() },
    { key: 'orderedList', run: () => chain().toggleOrderedList().run() },
    { key: 'link', run: () => setLinking(linking === null ? (editor.getAttributes('link').href as string | undefined) ?? 'https://' : null) },
  ] as const;
  const applyLink = () => {
    if (linking && /^(?:https:\/\/.+|mailto:.+)/i.test(linking)) chain().extendMarkRange('link').setLink({ href: linking }).run();
    setLinking(null);
  };
  return (
    <div className="staff-news-editor">
      <div role="toolbar" aria-label={t('staff.editor.toolbar')} className="staff-news-toolbar">
        {buttons.map((b) => (
          <button key={b.key} type="button" aria-pressed={active[b.key]} onClick={b.run}>{t(`staff.editor.${b.key}`)}</button>
        ))}
      </div>
      {linking !== null && (
        <p className="staff-news-link-field">
          <label htmlFor={linkId}>{t('staff.editor.linkUrl')}</label>
          <input id={linkId} type="url" value={linking} autoFocus onChange={(e) => setLinking(e.target.value)}
            onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); applyLink(); } if (e.key === 'Escape') setLinking(null); }} />
          <button type="button" onClick={applyLink}>{t('staff.editor.applyLink')}</button>
          {active.link && <button type="button" onClick={() => { chain().extendMarkRange('link').unsetLink().run(); setLinking(null); }}>{t('staff.editor.removeLink')}</button>}
        </p>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
