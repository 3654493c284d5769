import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { fileNameProblem, type FileNameProblem } from '@portico/contract/file-names';
import { Dialog } from '@portico/plugin';
import type { RenameRequest, UploadFlow } from '../flows/upload-flow';
import { characterLabel } from '../model/file-validation';

/** Why a name is refused, naming the character when there is one. */
export function useNameProblemText() {
  const { t } = useTranslation('common.documents');
  return (problem: FileNameProblem) => t(`fileNameReasons.${problem.reason}`, { character: characterLabel(problem.character) });
}

/** Files refused for their name only: each with a field holding a safe name, sent on confirm, or left out. */
export function RenameDialog({ flow }: { flow: UploadFlow }) {
  const { renames } = useSnapshot(flow.state);
  if (!renames) return null;
  // Keyed by the request, so a new selection starts from its own suggestions.
  return <RenameForm key={renames.files.map((f) => f.file.name).join('/')} flow={flow} request={renames as RenameRequest} />;
}

function RenameForm({ flow, request }: { flow: UploadFlow; request: RenameRequest }) {
  const { t } = useTranslation('common.documents');
  const problemText = useNameProblemText();
  const formId = useId();
  const [names, setNames] = useState(() => request.files.map((f) => f.suggestedName));
  const [submitted, setSubmitted] = useState(false);
  const problems = names.map((name) => fileNameProblem(name.trim()));
  const count = request.files.length;
  return (
    <Dialog
      title={t('renameTitle', { count })}
      onClose={() => void flow.skipRenames()}
      footer={
        <div className="documents-dialog-buttons">
          <button type="button" className="documents-button" onClick={() => void flow.skipRenames()}>{t('renameSkip', { count })}</button>
          <button type="submit" form={formId} className="documents-button documents-button--primary">{t('renameUpload', { count })}</button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setSubmitted(true);
          if (problems.every((p) => p === null)) void flow.sendRenamed(names.map((n) => n.trim()));
        }}
      >
        <p>{t('renameIntro', { count, folder: request.target.folderName })}</p>
        {request.files.map((entry, i) => {
          const inputId = `${formId}-${i}`;
          const problem = problems[i];
          return (
            <div key={inputId} className="documents-dialog-field">
              <label htmlFor={inputId}>{t('renameFieldLabel', { name: entry.file.name, reason: problemText(entry.problem) })}</label>
              <input
                id={inputId}
                value={names[i]}
                spellCheck={false}
                aria-invalid={submitted && problem !== null}
                aria-describedby={submitted && problem ? `${inputId}-error` : undefined}
                onChange={(e) => setNames(names.map((n, j) => (j === i ? e.target.value : n)))}
              />
              {submitted && problem && <p id={`${inputId}-error`} className="documents-dialog-error">{problemText(problem)}</p>}
            </div>
          );
        })}
      </form>
    </Dialog>
  );
}
