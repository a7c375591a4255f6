export { Badge, type BadgeProps, type BadgeTone } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { cx } from './cx';
export { EmptyState, type EmptyStateProps } from './empty-state';
export {
  Checkbox,
  Field,
  FieldFrame,
  SelectField,
  TextAreaField,
  controlClass,
  type CheckboxProps,
  type FieldIds,
  type FieldProps,
  type SelectFieldProps,
  type TextAreaFieldProps,
} from './field';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { PageSpinner, Spinner, SpinnerIcon, type SpinnerProps } from './spinner';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { MetaItem } from './meta-item';
