import { Button, type ButtonProps, Tooltip } from 'antd';
import { forwardRef } from 'react';

/**
 * A header button that is only an icon: its name is its tooltip (on hover and keyboard focus) and
 * its accessible name. Forwards its ref and props so that a Dropdown can wrap it.
 */
export const IconButton = forwardRef<HTMLButtonElement, ButtonProps & { label: string }>(function IconButton({ label, ...props }, ref) {
  return (
    <Tooltip title={label} placement="bottom" mouseEnterDelay={0.3} trigger={["hover", "focus"]}>
      <Button ref={ref} type="text" aria-label={label} {...props} />
    </Tooltip>
  );
});
