import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import type { Locale } from '@oyna/contracts';
import { renderWithProviders } from '@oyna/test-kit';
import { Form } from '../form/form';
import { SubmitButton } from '../form/submit-button';

/** Labels of the kit's tests, as a remote's own texts would come (the `messages` option). */
const TEST_MESSAGES = {
  'test.amount': { tr: 'Amount', en: 'Amount' },
  'test.count': { tr: 'Count', en: 'Count' },
  'test.iban': { tr: 'Iban', en: 'Iban' },
  'test.method': { tr: 'Method', en: 'Method' },
};

/**
 * Renders kit fields inside a real final-form form with a Login-labelled submit button; the
 * form's values are printed in a <pre> so that a test sees what the form received.
 */
export function renderForm(
  fields: ReactNode,
  {
    locale = 'en',
    initialValues,
    validate,
    pending = false,
  }: {
    locale?: Locale;
    initialValues?: Record<string, unknown>;
    validate?: (values: Record<string, unknown>) => Record<string, unknown>;
    pending?: boolean;
  } = {},
) {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const view = renderWithProviders(
    <Form<Record<string, unknown>>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validate}
      render={({ handleSubmit, values }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <SubmitButton label="auth.login.submit" pending={pending} />
          <pre data-testid="values">{JSON.stringify(values)}</pre>
        </form>
      )}
    />,
    { locale, messages: TEST_MESSAGES },
  );
  /** The values the form holds right now. */
  const values = (): Record<string, unknown> =>
    JSON.parse(screen.getByTestId('values').textContent || '{}');
  return { ...view, user, onSubmit, values };
}
