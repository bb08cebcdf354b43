/**
 * The widgets a schema may name in `x-component`. Pure names so the schema checker
 * (which runs without React) knows them; components.tsx maps each to its component,
 * and the type checker makes sure the two lists agree.
 */
export const WIDGET_NAMES = [
  'Input', 'Input.TextArea', 'Password', 'NumberPicker', 'Select', 'Switch', 'Radio.Group', 'Checkbox.Group',
  'DatePicker', 'TimePicker', 'TreeSelect', 'ColorInput', 'ComponentPicker', 'IconPicker', 'RelationSelect', 'MoneyInput', 'FileUpload', 'ImageView', 'FileView',
  'RichText', 'MaterialPicker', 'LinkView',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];

/**
 * The field types each widget edits; a widget named on a field of another type is a
 * schemas:check error (a DatePicker on an integer would save nothing the server takes).
 */
export const WIDGET_TYPES: Record<WidgetName, ReadonlyArray<'string' | 'integer' | 'number' | 'boolean' | 'array'>> = {
  Input: ['string'], 'Input.TextArea': ['string'], Password: ['string'], NumberPicker: ['integer', 'number'],
  Select: ['string', 'integer', 'number', 'array'], Switch: ['boolean'], 'Radio.Group': ['string', 'integer', 'number', 'boolean'],
  'Checkbox.Group': ['array'], DatePicker: ['string'], TimePicker: ['string'], TreeSelect: ['string', 'integer', 'array'],
  ColorInput: ['string'], ComponentPicker: ['string'], IconPicker: ['string'], RelationSelect: ['integer'], MoneyInput: ['integer'], FileUpload: ['string'], ImageView: ['string'], FileView: ['string'],
  RichText: ['string'], MaterialPicker: ['integer'], LinkView: ['string'],
};
