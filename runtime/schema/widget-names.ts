/**
 * The widgets a schema may name in `x-component`. Pure names so the schema checker
 * (which runs without React) knows them; components.tsx maps each to its component,
 * and the type checker makes sure the two lists agree.
 */
export const WIDGET_NAMES = [
  'Input', 'Input.TextArea', 'Password', 'NumberPicker', 'Select', 'Switch', 'Radio.Group', 'Checkbox.Group',
  'DatePicker', 'TreeSelect', 'ColorInput', 'ComponentPicker', 'IconPicker',
] as const;

export type WidgetName = (typeof WIDGET_NAMES)[number];
