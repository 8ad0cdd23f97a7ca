import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { ConfirmDialog, type ConfirmDialogProps } from '../confirm-dialog/confirm-dialog';

// Ripples animate after the test's act() has ended and only add noise here.
const noRipple = createTheme({
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});

const renderDialog = (props: Partial<ConfirmDialogProps> = {}) => {
  const handlers = { onConfirm: jest.fn(), onCancel: jest.fn() };
  render(
    <ThemeProvider theme={noRipple}>
      <ConfirmDialog
        open
        title="Remove game"
        message='Are you sure you want to remove "1830" from this convention?'
        confirmLabel="Remove"
        {...handlers}
        {...props}
      />
    </ThemeProvider>,
  );
  return handlers;
};

describe('ConfirmDialog', () => {
  it('is an accessible dialog with its title and message', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Remove game' });
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to remove "1830" from this convention?',
    );
  });

  it('calls onConfirm and onCancel from their buttons', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('works from the keyboard: focus on confirm, Enter confirms, Escape cancels', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while busy', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ busy: true });
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
