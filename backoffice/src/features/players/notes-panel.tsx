import { FormattedMessage, useIntl } from 'react-intl';
import { Panel } from '../../components/panel';
import { Form, SubmitButton, TextAreaField } from '@oyna/ui';
import { Pager } from '../../components/pager';
import { when } from '../../lib/format';
import { ACTIVITY_PAGE, type ActivityState } from './players-slice';
import { maxLength, type BackofficeNote } from '@oyna/contracts';

/** PlayerNoteSchema: up to 2000 characters (TEXT_MAX.note). */
const NOTE_RULE = maxLength(2000);

/** Staff notes on the player: kept, never edited; the newest first. */
export function NotesPanel({
  notes,
  pending,
  formKey,
  canWrite,
  onAdd,
  onPage,
}: {
  notes: ActivityState<BackofficeNote>;
  pending: boolean;
  /** Changes when a note was added, so the form starts empty. */
  formKey: number;
  canWrite: boolean;
  onAdd: (text: string) => void;
  onPage: (skip: number) => void;
}) {
  const intl = useIntl();
  return (
    <Panel id="bo-notes-title" title="bo.players.notes" className="bo-notes">
      {canWrite ? (
        <Form<{ text: string }>
          key={formKey}
          onSubmit={(values) => {
            onAdd(values.text);
          }}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate className="bo-notes__form">
              <TextAreaField name="text" label="bo.players.note" required validate={NOTE_RULE} />
              <SubmitButton label="bo.players.addNote" pending={pending} />
            </form>
          )}
        />
      ) : null}
      {notes.status === 'failed' ? (
        <p className="bo-error" role="alert">
          {notes.error || intl.formatMessage({ id: 'bo.app.networkError' })}
        </p>
      ) : null}
      {notes.list && notes.list.items.length === 0 ? (
        <p className="bo-dim">
          <FormattedMessage id="bo.players.noNotes" />
        </p>
      ) : null}
      <ul className="bo-notes__list">
        {notes.list?.items.map((n) => (
          <li key={n.id} className="bo-notes__item">
            <p className="bo-notes__text">{n.text}</p>
            <p className="bo-dim bo-small">
              {n.author} · {when(intl, n.createdAt)}
            </p>
          </li>
        ))}
      </ul>
      {notes.list ? (
        <Pager
          skip={notes.skip}
          take={ACTIVITY_PAGE}
          total={notes.list.total}
          busy={notes.status === 'loading'}
          onPage={onPage}
        />
      ) : null}
    </Panel>
  );
}
