import { type Form, onFieldInputValueChange } from '@formily/core';
import { ApiCallError } from '../http/client.ts';

/** The feedback code of what the server said of a field (用户名已存在): it stands until that field is changed. */
const SERVER_ERROR = 'ServerError';

/** A form effect: a field's server error goes when the field is edited. Call inside `createForm({effects})`. */
export function clearServerErrorsOnInput() {
  onFieldInputValueChange('*', (field) => { if ('setFeedback' in field) field.setFeedback({ type: 'error', code: SERVER_ERROR, messages: [] }); });
}

/** Puts the field errors a refused save carried (`[{field, message}]`) on the form's fields. */
export function showServerErrors(form: Form, error: unknown) {
  if (!(error instanceof ApiCallError) || !Array.isArray(error.data)) return;
  for (const { field, message } of error.data as Array<{ field: string; message: string }>) {
    const target = form.query(field).take();
    if (target && 'setFeedback' in target) target.setFeedback({ type: 'error', code: SERVER_ERROR, messages: [message] });
  }
}
