import { call, put } from 'redux-saga/effects';
import { toastShown } from '../components/toasts/toasts-slice';
import { downloadText } from './download';
import { messageOf } from './saga-context';

/** What an api export answers: the file's name, its CSV text and how many rows it holds. */
export interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

/**
 * Fetches an export from the api and hands it to the browser to save, with a toast either way:
 * "file downloaded (n rows)", or the screen's own failure text with the api's reason (the
 * network's text when there is none).
 */
export function* saveExport(fetch: () => Promise<CsvFile>, failed: FormatjsIntl.Message['ids']) {
  try {
    const file = (yield call(fetch)) as CsvFile;
    yield call(downloadText, file.filename, file.csv);
    yield put(
      toastShown({
        kind: 'success',
        id: 'bo.list.downloaded',
        values: { file: file.filename, rows: file.rows },
      }),
    );
  } catch (error) {
    const message = messageOf(error);
    yield put(
      toastShown(
        message
          ? { kind: 'error', id: failed, values: { message } }
          : { kind: 'error', id: 'bo.app.networkError' },
      ),
    );
  }
}
